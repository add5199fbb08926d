/**
 * Two API instances on one database enforce one per-visitor limit: the hits of a visitor through
 * one count on the other, for a public form and for a limited account route alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi } from '../../public-api.config';
import { publicFormLimit } from '../../server/http/plugins/rate-limits';
import { rawRequest } from '../support/raw-request';
import { startSecondInstance, startTestServer, type TestServer } from '../support/server';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({ trustProxy: true });
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('per-visitor limits across instances', () => {
  it('a public form limit used up through one instance is enforced by the other', async () => {
    const form = publicApi.forms.find((f) => f.path === 'tutoring-request')!;
    const visitor = { 'x-forwarded-for': '203.0.113.201' };
    for (let i = 0; i < form.rateLimit.max; i++) {
      const { status } = await rawRequest(a, 'POST', '/api/public/tutoring-request', {
        headers: visitor,
        // The honeypot filled: accepted and counted, nothing stored.
        json: { email: `shared-${i}@example.com`, website: 'x' },
      });
      expect(status).toBe(201);
    }
    const limited = await rawRequest(b, 'POST', '/api/public/tutoring-request', {
      headers: visitor,
      json: { email: 'shared-last@example.com', website: 'x' },
    });
    expect(limited.status).toBe(429);
    const other = await rawRequest(b, 'POST', '/api/public/tutoring-request', {
      headers: { 'x-forwarded-for': '203.0.113.202' },
      json: { email: 'shared-other@example.com', website: 'x' },
    });
    expect(other.status).toBe(201);
  });

  it('an account route limit used up through one instance is enforced by the other', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.203' };
    const attempt = {
      token: 'not-a-token',
      email: 'nobody@example.com',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    };
    for (let i = 0; i < publicFormLimit.config.rateLimit.max; i++) {
      const { status } = await rawRequest(a, 'POST', '/api/reset-password', {
        headers: visitor,
        json: attempt,
      });
      expect(status).not.toBe(429);
    }
    const limited = await rawRequest(b, 'POST', '/api/reset-password', {
      headers: visitor,
      json: attempt,
    });
    expect(limited.status).toBe(429);
  });
});
