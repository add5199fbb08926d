/**
 * Hosts whose players may be embedded on the public site: the sanitiser's iframe hosts
 * (server/domain/html.ts) and the hosts a slider's embed address may name are this one list.
 */
export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** The address's host when it is an https address on an allowed host, otherwise null. */
export function allowedEmbedHost(address: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(address);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  return EMBED_HOSTS.includes(parsed.hostname) ? parsed.hostname : null;
}
