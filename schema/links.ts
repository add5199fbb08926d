/**
 * The one rule for a stored link (a slider button, a menu item, a push notification, a social
 * profile…), shared by the field validation, the domain code that writes links itself and the
 * app's forms. A link is either an absolute http(s) address or, where the field allows it, a path
 * on the same site. Everything a browser might read as another scheme or another host is refused:
 * `javascript:`, `data:`, protocol-relative `//host`, `/\host` and `\\host` (browsers treat a
 * backslash as a slash), the same written with percent-escapes, whitespace and control characters
 * anywhere, and user names before the host (`https://good@evil`).
 *
 * Nothing is trimmed here: callers trim surrounding whitespace first if they want to (the
 * resource engine does for every text field), so a value with whitespace left in it is refused.
 */

/** Longest link stored: the link columns hold 500 characters. */
export const LINK_MAX = 500;

export interface LinkRules {
  /** Same-site paths (`/courses`) are accepted besides absolute http(s) addresses. */
  paths: boolean;
  /** Longest accepted value; at most LINK_MAX. */
  max?: number;
}

// Whitespace of any kind, control characters (C0, DEL, C1) and invisible format characters
// (zero-width spaces, bidirectional overrides) that make a link read differently than it acts.
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}]/u;
// A decoded layer may hold an encoded space (`my%20file.pdf`), but never a control character.
const CONTROL = /\p{Cc}/u;
const ABSOLUTE = /^https?:\/\/[^/\\]/i;
const SCHEME = /^https?:\/\//i;
/** Enough layers to undo any double or triple escaping someone tries. */
const MAX_DECODING = 4;

/** The value and each percent-decoding of it, until nothing changes; null if an escape is broken. */
function decodedLayers(value: string): string[] | null {
  const layers = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODING && current.includes('%'); round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    layers.push(next);
    current = next;
  }
  return layers;
}

/** A path on this site: one slash, then anything but another slash or a backslash. */
function isSitePath(layer: string): boolean {
  return layer.startsWith('/') && layer[1] !== '/' && layer[1] !== '\\';
}

function isAbsoluteHttp(value: string): boolean {
  if (!ABSOLUTE.test(value)) return false;
  // The authority is what follows `//` up to the path, query or fragment: no user info in it.
  const authority = value.replace(SCHEME, '').split(/[/?#]/, 1)[0] ?? '';
  if (authority === '' || authority.includes('@')) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

/** Whether `value` is a safe link under the rules (see the module comment). */
export function isSafeLink(value: string, { paths, max = LINK_MAX }: LinkRules): boolean {
  if (value.length === 0 || value.length > Math.min(max, LINK_MAX)) return false;
  if (INVISIBLE.test(value) || value.includes('\\')) return false;
  const layers = decodedLayers(value);
  if (layers === null) return false;
  // What an escape hides must pass too: `/%5Cevil` is `/\evil`, `/%2F/evil` is `//evil`.
  if (layers.some((layer) => layer.includes('\\') || CONTROL.test(layer))) return false;
  if (isAbsoluteHttp(value)) return true;
  return paths && layers.every(isSitePath);
}
