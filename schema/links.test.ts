import { describe, expect, it } from 'vitest';
import { isSafeLink, LINK_MAX } from './links';

const site = { paths: true };
const absolute = { paths: false };

describe('isSafeLink', () => {
  it.each([
    ['https://example.com'],
    ['https://example.com/'],
    ['HTTPS://Example.com/Path?q=1#top'],
    ['http://example.com:8080/a/b'],
    ['https://example.com/@someone'],
    ['https://example.com/files/my%20notes.pdf'],
    ['https://xn--bcher-kva.example/'],
    ['https://[2001:db8::1]/'],
  ])('accepts the absolute address %s anywhere', (value) => {
    expect(isSafeLink(value, site)).toBe(true);
    expect(isSafeLink(value, absolute)).toBe(true);
  });

  it.each([
    ['/'],
    ['/courses'],
    ['/courses?level=sat&page=2#list'],
    ['/student/homeWork'],
    ['/files/my%20notes.pdf'],
    ['/https://example.com'],
    ['/a//b'],
  ])('accepts the same-site path %s only where paths are allowed', (value) => {
    expect(isSafeLink(value, site)).toBe(true);
    expect(isSafeLink(value, absolute)).toBe(false);
  });

  it.each([
    ['an empty value', ''],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['another scheme', 'ftp://example.com/file'],
    ['mailto:', 'mailto:someone@example.com'],
    ['a scheme without slashes', 'https:example.com'],
    ['protocol-relative //host', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash inside a path', '/a\\b'],
    ['a backslash inside an address', 'https://good.example\\@evil.example'],
    ['https:/// with an empty host', 'https:///evil.example'],
    ['https:/\\ ', 'https:/\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash in lower case', '/%5cevil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['an encoded //', '%2F%2Fevil.example'],
    ['a double-encoded backslash', '/%255Cevil.example'],
    ['an encoded control character', '/a%0Ab'],
    ['a broken escape', '/100%'],
    ['an encoded scheme', 'javascript%3Aalert(1)'],
    ['user info', 'https://good.example@evil.example/'],
    ['user and password', 'https://user:pass@evil.example/'],
    ['empty user info', 'https://@evil.example/'],
    ['a leading space', ' /courses'],
    ['a trailing space', 'https://example.com/ '],
    ['a leading tab', '\t/courses'],
    ['a tab after the slash', '/\t/evil.example'],
    ['a newline', '/a\nb'],
    ['a NUL', '/a\u0000b'],
    ['a space inside', '/a b'],
    ['a no-break space', '/a\u00a0b'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a right-to-left override', '/\u202egnp.exe'],
    ['a relative path', 'courses'],
    ['a query only', '?page=2'],
    ['a fragment only', '#top'],
    ['a dot path', './courses'],
    ['an address without a host', 'https://'],
  ])('refuses %s', (_what, value) => {
    expect(isSafeLink(value, site)).toBe(false);
    expect(isSafeLink(value, absolute)).toBe(false);
  });

  it('refuses a link longer than its limit, and any longer than LINK_MAX', () => {
    const path = (length: number) => `/${'a'.repeat(length - 1)}`;
    expect(isSafeLink(path(LINK_MAX), site)).toBe(true);
    expect(isSafeLink(path(LINK_MAX + 1), site)).toBe(false);
    expect(isSafeLink(path(60), { paths: true, max: 60 })).toBe(true);
    expect(isSafeLink(path(61), { paths: true, max: 60 })).toBe(false);
    expect(isSafeLink(path(LINK_MAX + 1), { paths: true, max: 10_000 })).toBe(false);
  });
});
