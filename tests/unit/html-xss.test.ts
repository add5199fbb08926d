/** cleanHtml against known XSS payloads, judged by a browser-grade parse of what it answers. */
import { describe, expect, it } from 'vitest';
import { cleanHtml } from '../../server/domain/html';
import { executableParts, XSS_PAYLOADS } from '../support/xss';

/** Payloads a browser ignores when they are a fragment inside a page (no body, unclosed tag). */
const INERT_AS_FRAGMENT = new Set([
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<img src=x onerror=alert(1)//',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<body onload=alert(1)>',
]);

describe('cleanHtml and XSS payloads', () => {
  it.each(XSS_PAYLOADS)('leaves nothing executable of %s', (payload) => {
    expect(executableParts(cleanHtml(payload))).toEqual([]);
  });

  it('would notice each payload that is dangerous as it stands', () => {
    const missed = XSS_PAYLOADS.filter(
      (payload) => !INERT_AS_FRAGMENT.has(payload) && executableParts(payload).length === 0,
    );
    expect(missed).toEqual([]);
  });

  it('is stable: cleaning clean HTML again changes nothing (so cached answers keep their tag)', () => {
    for (const payload of XSS_PAYLOADS) {
      const once = cleanHtml(payload);
      expect(cleanHtml(once)).toBe(once);
    }
  });

  it('keeps the formatting, links, images and video embeds editors use', () => {
    const html =
      '<h2>Intro</h2><p><strong>Bold</strong> <em>and</em> <a href="https://academy.test/a">a link</a></p>' +
      '<img src="https://academy.test/x.png" alt="X" />' +
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315"></iframe>';
    const cleaned = cleanHtml(html);
    expect(cleaned).toContain('<h2>Intro</h2>');
    expect(cleaned).toContain('<strong>Bold</strong>');
    expect(cleaned).toContain('href="https://academy.test/a"');
    expect(cleaned).toContain('src="https://academy.test/x.png"');
    expect(cleaned).toContain('src="https://www.youtube.com/embed/abc"');
    expect(executableParts(cleaned)).toEqual([]);
  });
});
