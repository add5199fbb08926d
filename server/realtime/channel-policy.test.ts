import { describe, expect, it } from 'vitest';
import { authorizeChannel } from './channel-policy';
import type { RealtimeUser } from './types';

const admin: RealtimeUser = { id: 1, name: 'Ada', image: '/a.png', kind: 'admin', mayChat: true };
const student: RealtimeUser = {
  id: 12,
  name: 'Sam',
  image: '/s.png',
  kind: 'student',
  mayChat: true,
};

describe('channel policy', () => {
  it('lets users join only their own message and notification channels', () => {
    expect(authorizeChannel(student, 'private-message-channel-12')).toEqual({ presence: false });
    expect(authorizeChannel(student, 'private-user-channel-12')).toEqual({ presence: false });
    expect(authorizeChannel(student, 'private-message-channel-1')).toBeNull();
    expect(authorizeChannel(student, 'private-user-channel-120')).toBeNull();
    expect(authorizeChannel(student, 'private-user-channel-012')).toBeNull();
  });

  it('keeps the admin notification channel to admins, each their own', () => {
    expect(authorizeChannel(admin, 'private-admin-notify-channel-1')).toEqual({ presence: false });
    expect(authorizeChannel(student, 'private-admin-notify-channel-12')).toBeNull();
    expect(authorizeChannel(admin, 'private-admin-notify-channel-12')).toBeNull();
  });

  it('lets a user who may chat join their own online channel only', () => {
    expect(authorizeChannel(student, 'private-online-channel-12')).toEqual({ presence: false });
    expect(authorizeChannel(student, 'private-online-channel-1')).toBeNull();
    expect(authorizeChannel(admin, 'private-online-channel-12')).toBeNull();
  });

  it('refuses every online channel to a user who may not chat', () => {
    const affiliation: RealtimeUser = { ...student, id: 30, kind: 'affiliation', mayChat: false };
    expect(authorizeChannel(affiliation, 'private-online-channel-30')).toBeNull();
    expect(authorizeChannel(affiliation, 'private-online-channel-12')).toBeNull();
  });

  it('has no shared presence channel', () => {
    expect(authorizeChannel(admin, 'presence-message-channel-online')).toBeNull();
    expect(authorizeChannel(student, 'presence-message-channel-online')).toBeNull();
  });

  it('refuses every other channel', () => {
    expect(authorizeChannel(admin, 'private-anything')).toBeNull();
    expect(authorizeChannel(admin, 'presence-other')).toBeNull();
    expect(authorizeChannel(admin, 'public-news')).toBeNull();
  });
});
