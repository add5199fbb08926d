import { pageLanguage } from '../../providers/data/http';
import { apiUrl, getToken } from './session';

export interface DownloadOptions {
  /** Called as the body arrives, with the bytes received so far. */
  onProgress?: (bytes: number) => void;
}

/** The file name the server gives in `Content-Disposition`, if any. */
function servedName(response: Response): string | undefined {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1];
}

/** The body read chunk by chunk, so a long download can show how far it has come. */
async function bodyOf(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}

/**
 * Saves what an API path answers (a CSV export) as a file, through a temporary link: the call
 * needs the bearer token, which a plain link would not send. The server's file name wins over
 * `filename`. False when the call failed.
 */
export async function downloadFile(
  path: string,
  filename: string,
  { onProgress }: DownloadOptions = {},
): Promise<boolean> {
  const headers = new Headers({ 'Accept-Language': pageLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/${path}`, { headers });
  if (!response.ok) return false;
  const url = URL.createObjectURL(await bodyOf(response, onProgress));
  const link = document.createElement('a');
  link.href = url;
  link.download = servedName(response) ?? filename;
  link.click();
  // Revoked a moment later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
