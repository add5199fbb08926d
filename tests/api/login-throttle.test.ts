/**
 * The sign-in throttle under parallel guessing: every attempt is counted before its password is
 * checked, so a burst of requests gets no more evaluations than the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-request';
import { startTestServer, type TestServer } from '../support/server';

const MAX_PER_ACCOUNT = 5;
const MAX_PER_IP = 8;
const BURST = 30;
const INVALID = 'The email / password combination is invalid';

let server: TestServer;
let nextAddress = 1;
// Each visitor its own address, so the per-IP request limit of the route stays out of the way.
const newVisitor = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

beforeAll(async () => {
  server = await startTestServer({
    trustProxy: true,
    login: { maxPerAccount: MAX_PER_ACCOUNT, maxPerIp: MAX_PER_IP, windowMinutes: 15 },
  });
});
afterAll(() => server.close());

const attempt = (email: string, password: string, headers: Record<string, string>) =>
  rawRequest(server, 'POST', '/api/login', { headers, json: { email, password } });

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('sign-in throttle under parallel requests', () => {
  it(`evaluates at most ${MAX_PER_ACCOUNT} of ${BURST} parallel guesses at one account; the rest answer 429`, async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        attempt('student@academy.test', `wrong-guess-${i}`, newVisitor()),
      ),
    );
    const answered = statuses(responses);
    expect(count(answered, 422)).toBe(MAX_PER_ACCOUNT);
    expect(count(answered, 429)).toBe(BURST - MAX_PER_ACCOUNT);
    for (const response of responses.filter((r) => r.status === 422))
      expect(response.json?.message).toBe(INVALID);
  });

  it('does not sign in with the right password sent among parallel wrong ones once the limit is spent', async () => {
    const email = 'parent@academy.test';
    for (let i = 0; i < MAX_PER_ACCOUNT; i++)
      expect((await attempt(email, `spent-${i}`, newVisitor())).status).toBe(422);
    const passwords = Array.from({ length: BURST - 1 }, (_, i) => `wrong-guess-${i}`);
    passwords.splice(BURST / 2, 0, 'demo-password');
    const responses = await Promise.all(
      passwords.map((password) => attempt(email, password, newVisitor())),
    );
    expect(statuses(responses)).toEqual(passwords.map(() => 429));
    expect(responses.some((r) => r.json && 'token' in r.json)).toBe(false);
  });

  it(`evaluates at most ${MAX_PER_IP} of ${BURST} parallel guesses from one address at many accounts`, async () => {
    const visitor = newVisitor();
    const answered = statuses(
      await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          attempt(`nobody-${i}@academy.test`, 'demo-password', visitor),
        ),
      ),
    );
    expect(count(answered, 422)).toBe(MAX_PER_IP);
    expect(count(answered, 429)).toBe(BURST - MAX_PER_IP);
  });

  it('does not count successful sign-ins against the address', async () => {
    const visitor = newVisitor();
    for (let i = 0; i < MAX_PER_IP + 2; i++)
      expect((await attempt('employee@academy.test', 'demo-password', visitor)).status).toBe(200);
    expect((await attempt('employee@academy.test', 'wrong', visitor)).status).toBe(422);
  });

  it('starts an account over after a successful sign-in', async () => {
    const email = 'affiliate@academy.test';
    for (let i = 0; i < MAX_PER_ACCOUNT - 1; i++)
      expect((await attempt(email, `wrong-${i}`, newVisitor())).status).toBe(422);
    expect((await attempt(email, 'demo-password', newVisitor())).status).toBe(200);
    for (let i = 0; i < MAX_PER_ACCOUNT; i++)
      expect((await attempt(email, `wrong-again-${i}`, newVisitor())).status).toBe(422);
    expect((await attempt(email, 'demo-password', newVisitor())).status).toBe(429);
  });
});
