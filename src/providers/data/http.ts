import { toHttpError } from './httpError';
import type { JsonObject } from './types';

export interface HttpClientOptions {
  /** Base of every call, e.g. `/api` (from configuration with a fallback). */
  apiUrl: string;
  /** The bearer token, read at each call so a login or logout applies at once. */
  getToken: () => string | null;
  fetch?: typeof fetch;
}

export type HttpBody = FormData | JsonObject | undefined;

export type HttpClient = (
  method: string,
  path: string,
  /** `language`: the app's language, for answers the server words (a copy's title). */
  options?: { query?: URLSearchParams; body?: HttpBody; language?: string },
) => Promise<JsonObject>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: '' };
  }
}

/** One fetch per call: bearer header, JSON or form body, HttpError on failure. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = options.apiUrl.replace(/\/+$/, '');
  return async (method, path, { query, body, language } = {}) => {
    const headers = new Headers({ Accept: 'application/json' });
    if (language) headers.set('Accept-Language', language);
    const token = options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body; // the browser sets the multipart boundary
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    const qs = query && [...query.keys()].length > 0 ? `?${query.toString()}` : '';
    const response = await doFetch(`${base}/${path.replace(/^\/+/, '')}${qs}`, {
      method,
      headers,
      body: payload,
    });
    const json = await readJson(response);
    if (!response.ok) throw toHttpError(response.status, json);
    const result = (json !== null && typeof json === 'object' ? json : { data: json }) as JsonObject;
    // A 2xx answer with `status: false` is a failure and its message is shown.
    if (result.status === false) throw toHttpError(response.status, result);
    return result;
  };
}
