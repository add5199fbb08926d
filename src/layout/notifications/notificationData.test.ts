import { describe, expect, it } from 'vitest';
import { prependNotification, type NotificationPage } from './notificationData';

const page: NotificationPage = {
  items: [{ id: 1, subject: 'Old', message: '', link: null, is_seen: true, created_at: null }],
  total: 1,
  unseen: 0,
};

describe('prependNotification', () => {
  it('puts a pushed notification first and counts it unseen', () => {
    const next = prependNotification(page, { id: 2, subject: 'New', message: 'm', is_seen: false });
    expect(next.items.map((n) => n.subject)).toEqual(['New', 'Old']);
    expect(next).toMatchObject({ total: 2, unseen: 1 });
  });

  it('adds nothing twice and nothing malformed', () => {
    expect(prependNotification(page, { id: 1, subject: 'Old again' })).toBe(page);
    expect(prependNotification(page, 'not a notification')).toBe(page);
  });
});
