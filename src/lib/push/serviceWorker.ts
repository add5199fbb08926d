/** public/sw.js: where it is served, and the message it sends the open app. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Must match OPEN_LINK in public/sw.js. */
export const OPEN_LINK = 'academy:open-link';

export interface OpenLinkMessage {
  type: typeof OPEN_LINK;
  link: string;
}

export const isOpenLinkMessage = (data: unknown): data is OpenLinkMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === OPEN_LINK &&
  typeof (data as { link?: unknown }).link === 'string';
