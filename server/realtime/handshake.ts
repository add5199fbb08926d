/**
 * Checks a WebSocket upgrade against the protocol before a connection is accepted: the path is
 * `/app/{key}` and the `protocol` query parameter names a supported protocol version (4 to 7,
 * protocols 1–3 being retired). Answers which refusal code applies, if any.
 */
import { ErrorCode, type ErrorCodeValue } from './messages';

const APP_PATH = /^\/app\/([^/]+)$/;

/** The app key in an upgrade URL, or undefined when the URL is not a Pusher endpoint. */
export function appKeyFromUrl(url: string | undefined): string | undefined {
  const path = (url ?? '').split('?', 1)[0] ?? '';
  const match = APP_PATH.exec(path);
  if (match?.[1] === undefined) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export interface Refusal {
  code: ErrorCodeValue;
  message: string;
}

export function checkHandshake(url: string, key: string, expectedKey: string): Refusal | null {
  if (key !== expectedKey) {
    return { code: ErrorCode.applicationDoesNotExist, message: `App key ${key} does not exist` };
  }
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const protocol = query.get('protocol');
  if (protocol === null) {
    return { code: ErrorCode.noProtocolVersion, message: 'No protocol version supplied' };
  }
  if (!/^\d+$/.test(protocol)) {
    return { code: ErrorCode.invalidVersionFormat, message: 'Invalid version string format' };
  }
  const version = Number(protocol);
  if (version < 4 || version > 7) {
    return {
      code: ErrorCode.unsupportedProtocolVersion,
      message: `Unsupported protocol version ${protocol}`,
    };
  }
  return null;
}
