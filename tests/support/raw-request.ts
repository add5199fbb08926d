/** Calls with headers of the test's choosing (validators, forwarded addresses), read as sent. */
import type { TestServer } from './server';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON, or undefined when it is empty or not JSON. */
  json: Record<string, unknown> | undefined;
}

export async function rawRequest(
  server: TestServer,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; json?: unknown; form?: FormData } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
