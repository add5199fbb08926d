/** `pending_comments` or `bank-account` → `Pending comments` / `Bank account`: a label of last resort. */
export function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
