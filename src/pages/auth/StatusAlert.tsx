import { Alert } from '@mui/material';
import type { AuthCallState } from './useAuthCall';

/** The outcome of an auth form, announced to screen readers. */
export function StatusAlert({ state, done }: { state: AuthCallState; done: string }) {
  if (state.kind === 'idle') return null;
  return (
    <Alert severity={state.kind === 'done' ? 'success' : 'error'} role="alert" sx={{ mb: 2 }}>
      {state.kind === 'done' ? done : state.message}
    </Alert>
  );
}
