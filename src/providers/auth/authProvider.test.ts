import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../data';
import { createAuthProvider, resetLeaving } from './authProvider';
import { session } from './session';

const user = {
  id: 1,
  name: 'Ada Admin',
  image: '/images/avatar.svg',
  ability: [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'Bank' },
    { action: 'create', subject: 'Bank' },
    { action: 'manage', subject: 'all' },
  ],
};

function setup(
  routes: Record<string, { status?: number; body: unknown }>,
  assign: (url: string) => void = () => undefined,
) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    calls.push(key);
    const route = routes[key];
    if (!route) return new Response('{"message":"Not found."}', { status: 404 });
    return new Response(JSON.stringify(route.body), { status: route.status ?? 200 });
  });
  const http = createHttpClient({ apiUrl: '/api', getToken: session.getToken, fetch: fetchMock });
  return { auth: createAuthProvider({ http, session, assign }), calls };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  resetLeaving();
});

const origin = () => window.location.origin;

describe('login', () => {
  it('stores the token, fetches the user and returns to next', async () => {
    window.history.replaceState(null, '', '/auth/signin?next=%2Faccounts%2Fbanks');
    const { auth, calls } = setup({
      'POST /api/login': { body: { token: 't1', user: { id: 1, ability: [] } } },
      'GET /api/user': { body: { data: user, ...user } },
    });
    const result = await auth.login({ email: 'a@b.c', password: 'pw' });
    expect(result).toEqual({ redirectTo: '/accounts/banks' });
    expect(session.getToken()).toBe('t1');
    expect(session.getUser()?.ability).toHaveLength(4);
    expect(calls).toEqual(['POST /api/login', 'GET /api/user']);
  });

  it('ignores an off-site next and goes to the root', async () => {
    window.history.replaceState(null, '', '/auth/signin?next=//evil.test/x');
    const { auth } = setup({
      'POST /api/login': { body: { token: 't1', user } },
      'GET /api/user': { body: user },
    });
    expect(await auth.login({ email: 'a@b.c', password: 'pw' })).toEqual({ redirectTo: '/' });
  });

  it('rejects with the server message on a 422', async () => {
    const { auth } = setup({
      'POST /api/login': {
        status: 422,
        body: { message: 'The email / password combination is invalid', errors: { email: ['x'] } },
      },
    });
    await expect(auth.login({ email: 'a@b.c', password: 'bad' })).rejects.toMatchObject({
      message: 'The email / password combination is invalid',
    });
    expect(session.getToken()).toBeNull();
  });
});

describe('checkAuth, checkError, logout', () => {
  it('sends a visitor to the root with next holding the current path, in their language', async () => {
    window.history.replaceState(null, '', '/bn/accounts/banks?page=2');
    const { auth } = setup({});
    await expect(auth.checkAuth({})).rejects.toEqual({
      redirectTo: `${origin()}/bn/?next=%2Faccounts%2Fbanks%3Fpage%3D2`,
      message: false,
    });
    // Once leaving, every later call answers the same address (react-admin calls it again).
    window.history.replaceState(null, '', '/bn/');
    expect(await auth.logout({})).toBe(`${origin()}/bn/?next=%2Faccounts%2Fbanks%3Fpage%3D2`);
  });

  it('does not carry a public page as next', async () => {
    window.history.replaceState(null, '', '/auth/signin');
    await expect(setup({}).auth.checkAuth({})).rejects.toMatchObject({
      redirectTo: `${origin()}/`,
    });
  });

  it('passes with a token', async () => {
    session.setToken('t');
    await expect(setup({}).auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('drops the session on 401 but not on 403', async () => {
    session.setToken('t');
    const { auth } = setup({});
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(session.getToken()).toBe('t');
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
    expect(session.getToken()).toBeNull();
  });

  it('calls POST /api/logout and goes to the sign-in page', async () => {
    session.setToken('t');
    session.setUser(user);
    const { auth, calls } = setup({
      'POST /api/logout': { body: { status: true, message: 'ok' } },
    });
    expect(await auth.logout({})).toBe(`${origin()}/auth/signin`);
    expect(calls).toEqual(['POST /api/logout']);
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
  });
});

describe('identity and canAccess', () => {
  it('returns the identity with name and avatar', async () => {
    session.setToken('t');
    session.setUser(user);
    const identity = await setup({}).auth.getIdentity?.();
    expect(identity).toMatchObject({ id: 1, fullName: 'Ada Admin', avatar: '/images/avatar.svg' });
  });

  it('fetches the user when only the token is stored', async () => {
    session.setToken('t');
    const { auth, calls } = setup({ 'GET /api/user': { body: { data: user } } });
    expect(await auth.getPermissions?.({})).toHaveLength(4);
    expect(calls).toEqual(['GET /api/user']);
  });

  it('passes only when action and subject both match', async () => {
    session.setToken('t');
    session.setUser(user);
    const can = setup({}).auth.canAccess!;
    // Resource keys resolve to the config subject; list/show read, create creates.
    expect(await can({ action: 'list', resource: 'accounts/banks' })).toBe(true);
    expect(await can({ action: 'show', resource: 'bank' })).toBe(true);
    expect(await can({ action: 'create', resource: 'accounts/banks' })).toBe(true);
    expect(await can({ action: 'edit', resource: 'accounts/banks' })).toBe(false);
    expect(await can({ action: 'delete', resource: 'accounts/banks' })).toBe(false);
    expect(await can({ action: 'list', resource: 'accounts/bank-account' })).toBe(false);
    // Page subjects are checked as themselves.
    expect(await can({ action: 'read', resource: 'Auth' })).toBe(true);
    expect(await can({ action: 'read', resource: 'Student' })).toBe(false);
    // `manage all` is an ordinary pair, not a wildcard.
    expect(await can({ action: 'update', resource: 'Expense' })).toBe(false);
  });

  it('denies everything without a session', async () => {
    expect(await setup({}).auth.canAccess!({ action: 'read', resource: 'Auth' })).toBe(false);
  });
});

describe('login with preferences kept on the account', () => {
  it("applies the account's theme and opens the next page in the account's language", async () => {
    window.history.replaceState(null, '', '/auth/signin?next=%2Fuser%2Fedit');
    window.localStorage.setItem('theme', 'light');
    const assign = vi.fn();
    const chosen = { ...user, locale: 'bn', theme: 'dark' };
    const { auth } = setup(
      {
        'POST /api/login': { body: { token: 't1', user: chosen } },
        'GET /api/user': { body: { data: chosen, ...chosen } },
      },
      assign,
    );
    await auth.login({ email: 'a@b.c', password: 'pw' });
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(assign).toHaveBeenCalledWith('/bn/user/edit');
    expect(document.cookie).toContain('i18n_redirected=bn');
  });

  it("keeps the browser's language and theme when the account has none", async () => {
    window.localStorage.setItem('theme', 'blue');
    const assign = vi.fn();
    const { auth } = setup(
      {
        'POST /api/login': { body: { token: 't1', user } },
        'GET /api/user': { body: { data: user, ...user } },
      },
      assign,
    );
    await auth.login({ email: 'a@b.c', password: 'pw' });
    expect(window.localStorage.getItem('theme')).toBe('blue');
    expect(assign).not.toHaveBeenCalled();
  });
});
