import { describe, expect, it, vi } from 'vitest';
import { sendVisitorToSignIn } from './bootVisitor';

const at = (pathname: string, search = '') => ({ pathname, search, replace: vi.fn() });

describe('sendVisitorToSignIn', () => {
  it('sends a visitor on a protected page to the root with next, once', () => {
    const location = at('/accounts/bank-account', '?page=2');
    expect(sendVisitorToSignIn('en', false, location)).toBe(true);
    expect(location.replace).toHaveBeenCalledTimes(1);
    expect(location.replace).toHaveBeenCalledWith('/?next=%2Faccounts%2Fbank-account%3Fpage%3D2');
  });

  it('keeps the Bangla prefix', () => {
    const location = at('/bn/expenses');
    sendVisitorToSignIn('bn', false, location);
    expect(location.replace).toHaveBeenCalledWith('/bn/?next=%2Fexpenses');
  });

  it('leaves public pages and signed-in users alone', () => {
    for (const [path, search] of [
      ['/', ''],
      ['/', '?next=%2Fx'],
      ['/auth/signin', ''],
      ['/bn/auth/reset-password', '?token=t'],
    ] as const) {
      const location = at(path, search);
      expect(sendVisitorToSignIn(path.startsWith('/bn') ? 'bn' : 'en', false, location)).toBe(
        false,
      );
      expect(location.replace).not.toHaveBeenCalled();
    }
    const signedIn = at('/accounts/banks');
    expect(sendVisitorToSignIn('en', true, signedIn)).toBe(false);
    expect(signedIn.replace).not.toHaveBeenCalled();
  });
});
