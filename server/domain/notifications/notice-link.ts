import { isSafeLink } from '../../../schema';

/**
 * The link a notice may carry: one that passes the link rule (a path of the app or an http(s)
 * address, at most as long as the column). Links come from code and from campaigns checked when
 * saved, so another one is a bug or a row stored before the rule: it is dropped, never opened.
 */
export function noticeLink(link: string | null): string | null {
  if (link === null || isSafeLink(link, { paths: true })) return link;
  console.error('A notification link was dropped: it is not a safe link.', JSON.stringify(link));
  return null;
}
