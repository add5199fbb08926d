import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api';
import { session, toSessionUser } from '../../providers/auth/session';

/** Reloads the signed-in user after an own change, so the user menu shows the new name and photo. */
export function useRefreshIdentity() {
  const api = useApi();
  const queryClient = useQueryClient();
  return async () => {
    const user = toSessionUser(await api('GET', 'user'));
    if (user) session.setUser(user);
    await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
  };
}
