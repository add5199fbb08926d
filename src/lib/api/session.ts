// The token store itself, not the auth package's index: that index brings the auth provider, which
// imports browser push, which calls the API through this module, and would close a cycle.
import { session } from '../../providers/auth/session';

/**
 * Where the API is and which token to send, for the calls of useApi: the auth provider's stored
 * token, so these calls sign in and out together with react-admin's.
 */
export const apiUrl: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';

export const getToken = (): string | null => session.getToken();
