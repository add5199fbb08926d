import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useApi } from '../../lib/api';
import { fieldErrorsOf, messageOf } from './submitErrors';

export type AuthCallState =
  { kind: 'idle' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * A form's POST to one of the public auth endpoints (docs/API.md). Success moves to `done`;
 * a failure shows the server's message (or the page's own for known cases) and returns the
 * 422 field errors for react-admin's Form to set on the fields (docs/API.md).
 */
export function useAuthCall(path: string, messageFor?: (error: unknown) => string | undefined) {
  const api = useApi();
  const translate = useTranslate();
  const [state, setState] = useState<AuthCallState>({ kind: 'idle' });

  const submit = async (body: Record<string, unknown>) => {
    setState({ kind: 'idle' });
    try {
      await api('POST', path, { body });
      setState({ kind: 'done' });
      return undefined;
    } catch (e) {
      const message = messageFor?.(e) ?? messageOf(e) ?? translate('app.auth.generic_error');
      setState({ kind: 'failed', message });
      return fieldErrorsOf(e);
    }
  };

  return { state, submit };
}
