/**
 * The link if it is a web address, else null: an online link is typed in by staff and opened by
 * students and parents, so a `javascript:` or `data:` address must never become a live link.
 */
export function safeHref(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
