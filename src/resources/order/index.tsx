import type { ResourceProps } from 'react-admin';
import { OrderCreate } from './OrderCreate';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

/**
 * /admin/order: the generated list and edit screens; checkout with the live coupon check and the
 * total; and an order page with its amounts, payments and refunds and the buttons that record
 * them. The paid and unpaid lists are pages of their own (src/pages/routes.tsx).
 */
export const orderOverrides: Partial<ResourceProps> = {
  list: <OrderList />,
  create: <OrderCreate />,
  show: <OrderShow />,
};
