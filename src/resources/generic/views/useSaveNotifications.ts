import { useRedirect, useResourceContext, useTranslate } from 'react-admin';
import type { Resource } from '../../../../schema';
import { useAppNotify } from '../../../lib/notify';
import { serverMessage } from '../../../providers/data';
import { useResourceLabel } from '../useResourceLabel';

/**
 * SPEC 8 toasts for a form: 'Success!' / '{title} created|updated successfully!', or 'Error' /
 * 'Some error occurred!' (or the server's message). Field errors of a 422 still reach the form,
 * since react-admin reads them from the rejected save itself.
 */
export function useSaveNotifications(r: Resource, kind: 'created' | 'updated') {
  const notify = useAppNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const resource = useResourceContext() ?? r.name;
  const title = useResourceLabel(r);
  return {
    onSuccess: () => {
      notify.success(translate(`app.notify.${kind}`, { title }));
      redirect('list', resource);
    },
    onError: (error: unknown) => {
      notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
    },
  };
}
