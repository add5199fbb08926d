/**
 * The learners' order calls: their orders and payment rows through the generic API (the server
 * narrows both to the student's own, or a parent's children's), and an order's receipt
 * (docs/API.md "Receipts").
 */
import { useQuery } from '@tanstack/react-query';
import { useGetList, useGetMany, type RaRecord } from 'react-admin';
import type { OrderReceipt } from '../../../schema';
import { useApi } from '../../lib/api';

/** Enough for any learner: a student has an order per enrolment. */
const PAGE = { page: 1, perPage: 100 };

/** Orders, newest first; `studentId` narrows a parent's to one child. */
export function useLearnerOrders(studentId?: number) {
  return useGetList('order', {
    pagination: PAGE,
    sort: { field: 'ordered_at', order: 'DESC' },
    filter: studentId ? { student_id: studentId } : {},
  });
}

/** Payment and refund rows by order. */
export function usePaymentsByOrder(studentId?: number) {
  const query = useGetList('order-payment', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'date', order: 'ASC' },
    filter: studentId ? { student_id: studentId } : {},
  });
  const byOrder = new Map<number, RaRecord[]>();
  for (const row of query.data ?? []) {
    const id = Number(row.order_id);
    byOrder.set(id, [...(byOrder.get(id) ?? []), row]);
  }
  return { ...query, byOrder };
}

/** Course titles of the orders (a course the student has left may not be readable: no title). */
export function useCourseTitles(orders: readonly RaRecord[] | undefined) {
  const ids = [...new Set((orders ?? []).map((o) => Number(o.course_id)))];
  const { data = [] } = useGetMany('course', { ids }, { enabled: ids.length > 0 });
  return (id: unknown): string | undefined =>
    data.find((c) => Number(c.id) === Number(id))?.title as string | undefined;
}

export function useOrderReceipt(orderId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['app', 'order', orderId, 'receipt'],
    queryFn: async () => (await api('GET', `order/${orderId}/receipt`)).data as OrderReceipt,
    retry: false,
  });
}
