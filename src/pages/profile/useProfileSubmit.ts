import { useNotify } from 'react-admin';
import { useApi } from '../../lib/api';
import { fieldErrors, serverMessage } from '../../providers/data';
import type { JsonObject } from '../../providers/data/types';

/**
 * Sends one of the /user/edit forms. Answers react-admin Form's submission errors (the 422 field
 * errors, on their fields); any other failure is a toast with the server's message. Success shows
 * `done` and answers undefined.
 */
export function useProfileSubmit(method: 'PUT' | 'POST', path: string, done: string) {
  const api = useApi();
  const notify = useNotify();
  return async (body: FormData | JsonObject): Promise<Record<string, string> | undefined> => {
    try {
      await api(method, path, { body });
      notify(done, { type: 'success' });
      return undefined;
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) return fields;
      notify(serverMessage(error) ?? 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };
}
