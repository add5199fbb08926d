import { useState } from 'react';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useAppNotify } from '../../../lib/notify';
import { serverMessage, useAppDataProvider } from '../../../providers/data';

/**
 * The questions in the order shown: a new order applies at once and is saved through
 * `arrange-order/exam-question`; a refusal puts the old order back with 'Error arranging
 * data' (or the server's message).
 */
export function useQuestionOrder(questions: RaRecord[], refetch: () => Promise<unknown>) {
  const dataProvider = useAppDataProvider();
  const notify = useAppNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState<Identifier[] | null>(null);
  const ordered = pending
    ? [...questions].sort((a, b) => pending.indexOf(a.id) - pending.indexOf(b.id))
    : questions;
  const reorder = async (ids: Identifier[]) => {
    setPending(ids);
    try {
      await dataProvider.arrangeOrder('exam-question', ids);
      await refetch();
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.arrange_error'));
    } finally {
      setPending(null);
    }
  };
  return { ordered, reorder };
}
