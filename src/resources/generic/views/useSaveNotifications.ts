import { useRedirect, useResourceContext, useTranslate } from 'react-admin';
import type { Resource } from '../../../../schema';
import { useAppNotify } from '../../../lib/notify';
import { serverMessage } from '../../../providers/data';
import { useResourceLabel } from '../useResourceLabel';

/**
 * The toasts for a form: 'Success!' / '{title} created|updated successfully!', or 'Error' /
 * 'Some error occurred!' (or the server's message). Field errors of a 422 still reach the form,
 * since react-admin reads them from the rejected save itself.
 */
export function useSaveNotifications(
  r: Resource,
  kind: 'created' | 'updated',
  /** Where to go once saved: the list, or the saved record's page. */
  goTo: 'list' | 'show' = 'list',
) {
  const notify = useAppNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const resource = useResourceContext() ?? r.name;
  const title = useResourceLabel(r);
  return {
    onSuccess: (saved?: { id?: unknown }) => {
      notify.success(translate(`app.notify.${kind}`, { title }));
      if (goTo === 'show' && saved?.id !== undefined)
        redirect('show', resource, saved.id as string | number);
      else redirect('list', resource);
    },
    onError: (error: unknown) => {
      notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
    },
  };
}
