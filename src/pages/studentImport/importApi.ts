/**
 * The three calls of the student import, over fetch with the app's base URL and token. Not the
 * shared HTTP client: a refused import answers 422 with a per-row report (`rows`), which that
 * client's errors do not carry.
 */
import { apiUrl, getToken } from '../../lib/api/session';
import type { ImportPreview, ImportResult, Mapping, RowErrors, RowReport } from './types';

export type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: RowErrors; rows: RowReport[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function call(method: string, path: string, body?: FormData): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${apiUrl.replace(/\/+$/, '')}/${path}`, { method, headers, body });
}

/** `isData` checks the few fields the page relies on before it trusts the rest. */
async function answerOf<T>(
  response: Response,
  isData: (data: unknown) => boolean,
): Promise<Answer<T>> {
  const body: unknown = await response.json().catch(() => ({}));
  const json = isObject(body) ? body : {};
  if (response.ok && isData(json.data)) return { ok: true, data: json.data as T };
  return {
    ok: false,
    status: response.status,
    message: typeof json.message === 'string' ? json.message : '',
    errors: isObject(json.errors) ? (json.errors as RowErrors) : {},
    rows: Array.isArray(json.rows) ? (json.rows as RowReport[]) : [],
  };
}

const isPreview = (data: unknown) =>
  isObject(data) && Array.isArray(data.headers) && Array.isArray(data.targets);
const isResult = (data: unknown) =>
  isObject(data) && Array.isArray(data.rows) && isObject(data.counts);

export async function previewFile(file: File): Promise<Answer<ImportPreview>> {
  const form = new FormData();
  form.append('file', file);
  return answerOf(await call('POST', 'import/students/preview', form), isPreview);
}

export async function runImport(
  file: File,
  mapping: Mapping,
  dryRun: boolean,
): Promise<Answer<ImportResult>> {
  const form = new FormData();
  form.append('file', file);
  form.append('mapping', JSON.stringify(mapping));
  form.append('dry_run', dryRun ? '1' : '0');
  return answerOf(await call('POST', 'import/students', form), isResult);
}

/** Saves the template through a temporary link: the call needs the bearer token, a plain link has none. */
export async function downloadTemplate(): Promise<boolean> {
  const response = await call('GET', 'import/students/template');
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'students-import-template.csv';
  link.click();
  // Revoked a moment later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
