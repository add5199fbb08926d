/**
 * Where the API is and which token to send, for the calls of useApi. Kept in one place so it
 * follows the auth provider's storage.
 */
export const apiUrl: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';

export const getToken = (): string | null => {
  try {
    return window.localStorage.getItem('token');
  } catch {
    return null;
  }
};
