import { useCallback, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { NotifyContent } from './NotifyContent';

/** Success toasts stay 2 s, error toasts 4 s. */
export const SUCCESS_MS = 2000;
export const ERROR_MS = 4000;

export interface AppNotify {
  /** `text` is shown as given: callers pass a server message or an already translated text. */
  success(text: string, title?: string): void;
  error(text: string, title?: string): void;
}

/** Toasts (texts in docs/DOMAIN.md): a title (default 'Success!' / 'Error') over a text. */
export function useAppNotify(): AppNotify {
  const notify = useNotify();
  const translate = useTranslate();
  const success = useCallback(
    (text: string, title = translate('app.notify.success_title')) =>
      notify(<NotifyContent title={title} text={text} severity="success" />, {
        type: 'success',
        autoHideDuration: SUCCESS_MS,
      }),
    [notify, translate],
  );
  const error = useCallback(
    (text: string, title = translate('app.notify.error_title')) =>
      notify(<NotifyContent title={title} text={text} severity="error" />, {
        type: 'error',
        autoHideDuration: ERROR_MS,
      }),
    [notify, translate],
  );
  return useMemo(() => ({ success, error }), [success, error]);
}
