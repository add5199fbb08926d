import { pageLanguage } from '../../providers/data/http';
import { apiUrl, getToken } from './session';

/**
 * Saves what an API path answers (a CSV export) as a file, through a temporary link: the call
 * needs the bearer token, which a plain link would not send. False when the call failed.
 */
export async function downloadFile(path: string, filename: string): Promise<boolean> {
  const headers = new Headers({ 'Accept-Language': pageLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/${path}`, { headers });
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Revoked a moment later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
