/**
 * Online payment calls (docs/API.md "Online payment"): whether it is on here, the published
 * courses a learner may buy (the public site's list), and starting a checkout or a payment,
 * which answers the provider's page the browser is sent to.
 */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api';

export interface OnlinePaymentConfig {
  enabled: boolean;
  provider: string | null;
  /** The smallest online payment, as a share (1–100) of an order's total. */
  minimum_percent: number;
}

export interface PublishedCourse {
  id: number;
  title: string;
  price: number;
}

export interface StartedPayment {
  order_id: number;
  order_no: string;
  amount: number;
  checkout_url: string;
}

export function useOnlinePaymentConfig() {
  const api = useApi();
  return useQuery({
    queryKey: ['app', 'online-payment', 'config'],
    queryFn: async () => (await api('GET', 'online-payment/config')).data as OnlinePaymentConfig,
  });
}

export function usePublishedCourses(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['app', 'public', 'courses', 'all'],
    enabled,
    queryFn: async () =>
      (await api('GET', 'public/courses', { query: new URLSearchParams({ per_page: '100' }) }))
        .data as PublishedCourse[],
  });
}

export function useStartPayment() {
  const api = useApi();
  return {
    /** A new order for the course, and its first payment's page (none for a free order). */
    checkout: async (body: {
      course_id: number;
      student_id?: number;
      coupon_code?: string;
    }): Promise<StartedPayment | null> => {
      const answer = await api('POST', 'online-payment/checkout', { body });
      return (answer.data as { payment: StartedPayment | null }).payment;
    },
    /** The page of a payment of `amount` (major units; empty: all that is due) on an order. */
    payOrder: async (orderId: number, amount: string): Promise<StartedPayment> => {
      const body = amount.trim() === '' ? {} : { amount: amount.trim() };
      const answer = await api('POST', `online-payment/order/${orderId}`, { body });
      return answer.data as StartedPayment;
    },
  };
}
