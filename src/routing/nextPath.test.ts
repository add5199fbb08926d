import { describe, expect, it } from 'vitest';
import { currentAppPath, nextFromSearch, rootWithNext, safeNext } from './nextPath';

describe('next', () => {
  it('accepts only paths inside the app', () => {
    expect(safeNext('/accounts/banks?page=2')).toBe('/accounts/banks?page=2');
    for (const bad of ['//evil.test', 'https://evil.test', '/\\evil.test', 'accounts', '', null]) {
      expect(safeNext(bad)).toBeUndefined();
    }
  });

  it('builds the root address with next, except for public pages', () => {
    expect(rootWithNext('/expenses/types')).toBe('/?next=%2Fexpenses%2Ftypes');
    expect(rootWithNext('/')).toBe('/');
    expect(rootWithNext('/?next=%2Fx')).toBe('/');
    expect(rootWithNext('/auth/signin')).toBe('/');
  });

  it("leaves a visitor on a tutoring request's fee page, where the payment provider sends them back", () => {
    expect(
      rootWithNext('/tutoring-request-fee/12-0123456789abcdef0123456789abcdef?payment=paid'),
    ).toBe('/');
  });

  it('reads next from the query and the app path without the locale prefix', () => {
    expect(nextFromSearch('?next=%2Faccounts%2Fbanks')).toBe('/accounts/banks');
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.test')).toBeUndefined();
    expect(currentAppPath({ pathname: '/bn/accounts/banks', search: '?page=2' })).toBe(
      '/accounts/banks?page=2',
    );
  });
});
