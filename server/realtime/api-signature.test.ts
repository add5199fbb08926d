import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import { apiStringToSign, verifyApiRequest } from './api-signature';
import { md5Hex } from './crypto';

// The worked example of Pusher's HTTP API reference ("Generating authentication signatures").
const DOC_APP = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const DOC_BODY = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
const DOC_TIME = 1353088179;
const DOC_MD5 = 'ec365a775a4cd0599faeb73354201b6f';
const DOC_SIGNATURE = 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c';

function docQuery(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    auth_key: DOC_APP.key,
    auth_timestamp: String(DOC_TIME),
    auth_version: '1.0',
    body_md5: DOC_MD5,
    auth_signature: DOC_SIGNATURE,
    ...overrides,
  });
}

function verifyDoc(query: URLSearchParams, body = DOC_BODY, now = DOC_TIME) {
  return verifyApiRequest(DOC_APP, { method: 'POST', path: '/apps/3/events', query, body }, now);
}

describe('HTTP API signatures', () => {
  it('reproduces the body MD5 and signature of the Pusher reference example', () => {
    expect(md5Hex(DOC_BODY)).toBe(DOC_MD5);
    expect(verifyDoc(docQuery())).toEqual({ ok: true });
  });

  it('signs keys lower-cased, sorted and unescaped, without auth_signature', () => {
    const query = new URLSearchParams('b=2&A=1&auth_signature=x&name=Something else');
    expect(apiStringToSign('get', '/p', query)).toBe('GET\n/p\na=1&b=2&name=Something else');
  });

  it('refuses a wrong signature, key or version', () => {
    expect(verifyDoc(docQuery({ auth_signature: DOC_SIGNATURE.replace('d', 'e') }))).toEqual({
      ok: false,
      message: 'Invalid signature',
    });
    expect(verifyDoc(docQuery({ auth_key: 'other' }))).toMatchObject({ ok: false });
    expect(verifyDoc(docQuery({ auth_version: '2.0' }))).toMatchObject({ ok: false });
    const unsigned = docQuery();
    unsigned.delete('auth_signature');
    expect(verifyDoc(unsigned)).toMatchObject({ ok: false });
  });

  it('refuses timestamps more than 600 seconds from the server clock, either way', () => {
    expect(verifyDoc(docQuery(), DOC_BODY, DOC_TIME + 600)).toEqual({ ok: true });
    expect(verifyDoc(docQuery(), DOC_BODY, DOC_TIME + 601)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Timestamp expired'),
    });
    expect(verifyDoc(docQuery(), DOC_BODY, DOC_TIME - 601)).toMatchObject({ ok: false });
  });

  it('refuses a body that does not match body_md5', () => {
    expect(verifyDoc(docQuery(), DOC_BODY.replace('foo', 'bar'))).toEqual({
      ok: false,
      message: 'Invalid body_md5',
    });
  });

  it('accepts what the official pusher client signs, GET and POST', () => {
    const client = new Pusher({ appId: '9', key: 'k', secret: 's', host: 'localhost' });
    const app = { key: 'k', secret: 's' };
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ name: 'e', channels: ['c'], data: '{}' });
    const postQuery = client.createSignedQueryString({
      method: 'POST',
      path: '/apps/9/events',
      body,
    });
    const post = {
      method: 'POST',
      path: '/apps/9/events',
      body,
      query: new URLSearchParams(postQuery),
    };
    expect(verifyApiRequest(app, post, now)).toEqual({ ok: true });
    const params = { info: 'user_count,subscription_count', filter_by_prefix: 'presence-' };
    const getQuery = client.createSignedQueryString({
      method: 'GET',
      path: '/apps/9/channels',
      params,
    });
    const get = {
      method: 'GET',
      path: '/apps/9/channels',
      body: '',
      query: new URLSearchParams(getQuery),
    };
    expect(verifyApiRequest(app, get, now)).toEqual({ ok: true });
    expect(verifyApiRequest({ ...app, secret: 'other' }, get, now)).toMatchObject({ ok: false });
  });
});
