/**
 * HTTP validators of public answers. The ETag is a strong hash of the exact JSON body, so any
 * edit that changes what is served changes it, and every API instance computes the same tag for
 * the same content without sharing anything. Last-Modified is the newest `updated_at` served.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Browsers and CDNs may reuse an answer for a minute, then serve it stale for up to ten more
 * while they revalidate in the background (a cheap 304 when nothing changed): edits show within
 * about a minute, and a busy page costs the database one query per minute per cache. When the
 * API is down, a cache may keep serving the last answer for a day rather than break the site.
 */
export const PUBLIC_CACHE_CONTROL =
  'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400';

export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** RFC 9110 weak comparison, as If-None-Match asks: `W/` prefixes do not matter. */
function matchesAny(header: string, tag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

/**
 * Whether the client's copy is current: If-None-Match when sent (it wins over the date, RFC 9110
 * 13.2.2), otherwise If-Modified-Since against Last-Modified at one-second precision.
 */
export function isNotModified(
  headers: IncomingHttpHeaders,
  tag: string,
  lastModified: string | undefined,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesAny(ifNoneMatch, tag);
  const ifModifiedSince = headers['if-modified-since'];
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  const changed = Math.floor(Date.parse(lastModified) / 1000) * 1000;
  return !Number.isNaN(since) && !Number.isNaN(changed) && changed <= since;
}

export const httpDate = (iso: string): string => new Date(iso).toUTCString();
