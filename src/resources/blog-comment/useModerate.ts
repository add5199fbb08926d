import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { keyOfName } from '../../config';
import { useAppNotify } from '../../lib/notify';
import { serverMessage, useAppDataProvider, useRefreshAfterWrite } from '../../providers/data';

export type Verdict = 'approved' | 'rejected';

/**
 * Sets comments' status through `PUT blog-comment/status/change/{id}/{value}`, one call per
 * comment, then refreshes every query: the lists and the blog posts' pending-comments badge.
 */
export function useModerate() {
  const dataProvider = useAppDataProvider();
  const refresh = useRefreshAfterWrite();
  const notify = useAppNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const moderate = async (ids: Identifier[], verdict: Verdict): Promise<boolean> => {
    setBusy(true);
    try {
      for (const id of ids) await dataProvider.changeStatus(keyOfName('blog-comment'), id, verdict);
      notify.success(translate('app.siteContent.comments.moderated', { count: ids.length }));
      return true;
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.generic_error'));
      return false;
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { moderate, busy };
}
