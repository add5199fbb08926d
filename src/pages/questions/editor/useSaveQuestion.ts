import { HttpError, useTranslate, type RaRecord } from 'react-admin';
import { useAppNotify } from '../../../lib/notify';
import { serverMessage, useAppDataProvider } from '../../../providers/data';
import { payloadOf, type QuestionDraft } from './draft';

const RESOURCE = 'exam-question';

/** The field errors of a refused save, for react-admin to put on the form's fields. */
function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * Creates or updates a question with the usual toasts. Answers the stored record, or the field
 * errors of a 422 for the form (the toast shows the server's summary either way).
 */
export function useSaveQuestion() {
  const dataProvider = useAppDataProvider();
  const notify = useAppNotify();
  const translate = useTranslate();
  const title = translate('resources.exam-question.name', { smart_count: 1 });
  return async (
    draft: QuestionDraft,
  ): Promise<{ record: RaRecord } | { errors: Record<string, string> | undefined }> => {
    const data = payloadOf(draft);
    try {
      const saved =
        draft.id === undefined
          ? await dataProvider.create(RESOURCE, { data })
          : await dataProvider.update(RESOURCE, {
              id: draft.id,
              data,
              previousData: { id: draft.id },
            });
      notify.success(
        translate(`app.notify.${draft.id === undefined ? 'created' : 'updated'}`, { title }),
      );
      return { record: saved.data as RaRecord };
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
      return { errors: fieldErrorsOf(error) };
    }
  };
}
