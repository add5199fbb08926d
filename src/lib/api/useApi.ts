import { useMemo } from 'react';
import { createHttpClient, type HttpClient } from '../../providers/data';
import { apiUrl, getToken } from './session';

/**
 * The contract's calls that are not react-admin resource calls (dashboard report, notifications,
 * settings, sign-up and password flows), over the same HTTP client as the data provider: same
 * base URL, bearer token and HttpError with the server's message and field errors.
 */
export function useApi(): HttpClient {
  return useMemo(() => createHttpClient({ apiUrl, getToken }), []);
}
