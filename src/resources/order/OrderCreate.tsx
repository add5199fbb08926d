import { SimpleForm, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { UnsavedChangesWarning } from '../../lib/unsaved';
import { AppCreate } from '../../lib/crud';
import { keyOfName } from '../../config';
import { useAppNotify } from '../../lib/notify';
import { serverMessage } from '../../providers/data';
import { useResourceLabel } from '../generic/useResourceLabel';
import { CheckoutFields } from './CheckoutFields';
import { order } from '../../../resources.config';

/**
 * /admin/order/create: checkout, with the coupon checked live and the total shown. A saved order
 * opens on its own page, where its payments are recorded (the same toasts as elsewhere).
 */
export function OrderCreate() {
  const notify = useAppNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const title = useResourceLabel(order);
  const mutationOptions = {
    onSuccess: (data: RaRecord) => {
      notify.success(translate('app.notify.created', { title }));
      redirect('show', keyOfName('order'), data.id);
    },
    onError: (error: unknown) => {
      notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
    },
  };
  return (
    <AppCreate mutationOptions={mutationOptions}>
      <SimpleForm defaultValues={{ tax: 0, other_cost: 0 }}>
        <UnsavedChangesWarning />
        <CheckoutFields />
      </SimpleForm>
    </AppCreate>
  );
}
