/**
 * How a tutorial's video link is shown: YouTube through its privacy-enhanced (no-cookie) player,
 * Vimeo through its player with do-not-track, anything else as a plain link. Only ids of the
 * expected shape make an embed, so no other address reaches an iframe.
 */
export type VideoView =
  { kind: 'embed'; provider: 'youtube' | 'vimeo'; src: string } | { kind: 'link'; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.includes(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, section, id] = url.pathname.split('/');
  return section === 'embed' || section === 'shorts' || section === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com')
    return url.pathname.split('/')[1] ?? null;
  if (url.hostname === 'player.vimeo.com') {
    const [, section, id] = url.pathname.split('/');
    return section === 'video' ? (id ?? null) : null;
  }
  return null;
}

/** The view of a video address, or null when there is no usable http(s) address. */
export function videoView(address: string | null | undefined): VideoView | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube))
    return {
      kind: 'embed',
      provider: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youtube}`,
    };
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo))
    return {
      kind: 'embed',
      provider: 'vimeo',
      src: `https://player.vimeo.com/video/${vimeo}?dnt=1`,
    };
  return { kind: 'link', href: url.href };
}
