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

  it('refuses the online presence channel to a user who may not chat', () => {
    const affiliation: RealtimeUser = { ...student, id: 30, kind: 'affiliation', mayChat: false };
    expect(authorizeChannel(affiliation, 'presence-message-channel-online')).toBeNull();
  });

  it('admits a chat user to the online presence channel with their public details', () => {
    expect(authorizeChannel(student, 'presence-message-channel-online')).toEqual({
      presence: true,
      channelData: { user_id: 12, user_info: { id: 12, name: 'Sam', image: '/s.png' } },
    });
  });

  it('refuses every other channel', () => {
    expect(authorizeChannel(admin, 'private-anything')).toBeNull();
    expect(authorizeChannel(admin, 'presence-other')).toBeNull();
    expect(authorizeChannel(admin, 'public-news')).toBeNull();
  });
});
