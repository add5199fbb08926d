import { session } from '../../providers/auth';

/**
 * Where the API is and which token to send, for the calls of useApi: the auth provider's stored
 * token, so these calls sign in and out together with react-admin's.
 */
export const apiUrl: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';

export const getToken = (): string | null => session.getToken();
