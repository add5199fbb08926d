import { describe, expect, it } from 'vitest';
import { signChannel, verifyChannelAuth } from './channel-auth';

// The worked example of Pusher's "auth signatures" reference.
const DOC_APP = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const DOC_SIGNATURE = '58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4';

describe('channel auth signatures', () => {
  it('signs socket_id:channel as in the Pusher reference example', () => {
    expect(signChannel(DOC_APP, '1234.1234', 'private-foobar')).toBe(
      `${DOC_APP.key}:${DOC_SIGNATURE}`,
    );
  });

  it('accepts the signature it made and refuses any changed part', () => {
    const data = '{"user_id":7,"user_info":{"name":"Ada"}}';
    const auth = signChannel(DOC_APP, '1.2', 'presence-room', data);
    expect(verifyChannelAuth(DOC_APP, auth, '1.2', 'presence-room', data)).toBe(true);
    expect(verifyChannelAuth(DOC_APP, auth, '1.3', 'presence-room', data)).toBe(false);
    expect(verifyChannelAuth(DOC_APP, auth, '1.2', 'presence-other', data)).toBe(false);
    expect(verifyChannelAuth(DOC_APP, auth, '1.2', 'presence-room', data.replace('7', '8'))).toBe(
      false,
    );
    expect(verifyChannelAuth(DOC_APP, auth, '1.2', 'presence-room')).toBe(false);
  });

  it('refuses a signature made with another secret or presented under another key', () => {
    const forged = signChannel({ ...DOC_APP, secret: 'guess' }, '1.2', 'private-x');
    expect(verifyChannelAuth(DOC_APP, forged, '1.2', 'private-x')).toBe(false);
    const good = signChannel(DOC_APP, '1.2', 'private-x');
    const otherKey = `other:${good.split(':')[1] ?? ''}`;
    expect(verifyChannelAuth(DOC_APP, otherKey, '1.2', 'private-x')).toBe(false);
  });
});
