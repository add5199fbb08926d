import { describe, expect, it } from 'vitest';
import {
  detectLocale,
  localeOfPath,
  readLocaleCookie,
  stripLocale,
  withLocale,
  writeLocaleCookie,
} from '.';

describe('locale from the URL, cookie and browser', () => {
  it('takes the locale from a /bn prefix whatever the cookie says', () => {
    expect(
      detectLocale({
        pathname: '/bn/accounts/banks',
        cookie: 'i18n_redirected=en',
        languages: ['en'],
      }),
    ).toEqual({
      locale: 'bn',
      redirect: false,
    });
  });

  it('keeps an unprefixed deep link in English', () => {
    expect(
      detectLocale({
        pathname: '/accounts/banks',
        cookie: 'i18n_redirected=bn',
        languages: ['bn'],
      }),
    ).toEqual({
      locale: 'en',
      redirect: false,
    });
  });

  it('sends the root to /bn when the cookie, or else the browser, asks for Bangla', () => {
    expect(
      detectLocale({ pathname: '/', cookie: 'x=1; i18n_redirected=bn', languages: ['en-US'] }),
    ).toEqual({
      locale: 'bn',
      redirect: true,
    });
    expect(detectLocale({ pathname: '/', cookie: '', languages: ['fr', 'bn-BD'] })).toEqual({
      locale: 'bn',
      redirect: true,
    });
    expect(
      detectLocale({ pathname: '/', cookie: 'i18n_redirected=en', languages: ['bn-BD'] }),
    ).toEqual({
      locale: 'en',
      redirect: false,
    });
  });

  it('maps app paths to and from browser paths', () => {
    expect(localeOfPath('/bn')).toBe('bn');
    expect(localeOfPath('/bnx/y')).toBe('en');
    expect(stripLocale('/bn/accounts/banks')).toBe('/accounts/banks');
    expect(stripLocale('/bn')).toBe('/');
    expect(withLocale('/accounts/banks', 'bn')).toBe('/bn/accounts/banks');
    expect(withLocale('/', 'bn')).toBe('/bn');
    expect(withLocale('/accounts/banks', 'en')).toBe('/accounts/banks');
  });

  it('stores the locale in cookie i18n_redirected', () => {
    writeLocaleCookie('bn');
    expect(readLocaleCookie()).toBe('bn');
    expect(readLocaleCookie('i18n_redirected=xx')).toBeUndefined();
  });
});
