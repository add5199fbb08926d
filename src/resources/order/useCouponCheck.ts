import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/api';
import { fieldErrors, serverMessage } from '../../providers/data';

export interface CouponPreview {
  code: string;
  discount: number;
  total: number;
}

export type CouponCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'applied'; preview: CouponPreview }
  | { state: 'refused'; reason: string };

/** How long typing must pause before the code is checked. */
const PAUSE_MS = 400;

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value as string | number).trim();

/**
 * Asks `GET /api/order/coupon-check` what a code gives on the chosen course and amounts, once the
 * admin pauses typing. Answers are kept per input, so going back to a code already checked shows
 * its answer at once.
 */
export function useCouponCheck(input: {
  code: unknown;
  courseId: unknown;
  subtotal: unknown;
  tax: unknown;
  otherCost: unknown;
}): CouponCheck {
  const api = useApi();
  const params = {
    code: text(input.code),
    course_id: text(input.courseId),
    subtotal: text(input.subtotal),
    tax: text(input.tax),
    other_cost: text(input.otherCost),
  };
  const key = JSON.stringify(params);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const ready = params.code !== '' && params.course_id !== '';
  const query = useQuery({
    queryKey: ['app', 'order', 'coupon-check', settled],
    queryFn: async () => {
      const sent = JSON.parse(settled) as Record<string, string>;
      const search = new URLSearchParams(Object.entries(sent).filter(([, v]) => v !== ''));
      const body = await api('GET', 'order/coupon-check', { query: search });
      return body.data as unknown as CouponPreview;
    },
    enabled: ready && settled === key,
    retry: false,
    staleTime: 30_000,
  });
  if (!ready) return { state: 'idle' };
  if (settled !== key || query.isFetching) return { state: 'checking' };
  if (query.error) {
    const errors = fieldErrors(query.error);
    return {
      state: 'refused',
      reason: errors.coupon_code ?? Object.values(errors)[0] ?? serverMessage(query.error) ?? '',
    };
  }
  return query.data ? { state: 'applied', preview: query.data } : { state: 'checking' };
}
