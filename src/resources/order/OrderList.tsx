import { ResourceContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { keyOfName } from '../../config';
import { GenericList } from '../generic';
import { order } from '../../../resources.config';

/** What each variant of the list holds for good: unpaid is what still owes (unpaid and part paid). */
export const ORDER_LIST_FILTERS = {
  paid: { payment_status: ['paid'] },
  unpaid: { payment_status: ['unpaid', 'partial'] },
} as const;

export type OrderListKind = keyof typeof ORDER_LIST_FILTERS;

/** On phones a card opens the order's page, where its payments are recorded. */
const orderPage = (record: RaRecord) => `/${keyOfName('order')}/${String(record.id)}/show`;

/** /admin/order: every order. */
export function OrderList() {
  return <GenericList r={order} mobileRowLink={orderPage} />;
}

/**
 * /admin/order/paid and /admin/order/unpaid: the order list with a payment status filter
 * the user cannot remove, each keeping its own sort, page and filters.
 */
export function OrderStatusList({ kind }: { kind: OrderListKind }) {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value={keyOfName('order')}>
      <GenericList
        r={order}
        filter={{ payment_status: [...ORDER_LIST_FILTERS[kind].payment_status] }}
        storeKey={`order.${kind}`}
        mobileRowLink={orderPage}
        title={translate(`app.orders.titles.${kind}`)}
      />
    </ResourceContextProvider>
  );
}
