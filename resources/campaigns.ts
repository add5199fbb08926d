/**
 * E-mail, push and SMS campaigns (server/domain/notifications/campaigns).
 * One resource per channel, each over its own table: the channels compose different fields. The
 * audience fields are shared; the queue's per-recipient rows are one table for all channels.
 */
import {
  choice,
  datetime,
  defineResource,
  link,
  phone,
  reference,
  references,
  richText,
  text,
  textarea,
} from '../schema';

/** The audience, timing and progress every campaign has; `through` holds its chosen users. */
const campaignAudience = <const T extends string>(through: T) => ({
  audience: choice('campaignAudience', { required: true, default: 'type', filterable: true }),
  user_type: choice('roleType', { filterable: true }),
  course_id: reference('course', { filterable: true, onDelete: 'set null' }),
  users: references('users', { through, ownKey: 'campaign_id', targetKey: 'user_id' }),
  // Empty: sent as soon as it is saved.
  send_at: datetime({ sortable: true, dateRange: true }),
  status: choice('campaignStatus', { default: 'scheduled', readOnly: true, filterable: true }),
  released_at: datetime({ readOnly: true, sortable: true }),
});

export const emailNotification = defineResource({
  name: 'email-notification',
  table: 'email_campaigns',
  subject: 'EmailNotification',
  route: '/admin/notification/emailNotification',
  title: 'subject',
  menu: { group: 'notifications', icon: 'Email', order: 1 },
  fields: {
    subject: text({ required: true, max: 300, searchable: true, sortable: true }),
    body: richText({ required: true, max: 200_000 }),
    ...campaignAudience('email_campaign_users'),
  },
  list: { columns: ['subject', 'audience', 'send_at', 'status', 'created_at'] },
});

export const pushNotification = defineResource({
  name: 'push-notification',
  table: 'push_campaigns',
  subject: 'PushNotification',
  route: '/admin/notification/pushNotification',
  title: 'title',
  menu: { group: 'notifications', icon: 'NotificationsActive', order: 2 },
  fields: {
    title: text({ required: true, max: 190, searchable: true, sortable: true }),
    message: textarea({ required: true, max: 1000 }),
    // A path of the app (/student/homeWork) or a full address, opened from the notification.
    link: link(),
    ...campaignAudience('push_campaign_users'),
  },
  list: { columns: ['title', 'audience', 'send_at', 'status', 'created_at'] },
});

export const smsNotification = defineResource({
  name: 'sms-notification',
  table: 'sms_campaigns',
  subject: 'SmsNotification',
  route: '/admin/notification/smsNotification',
  title: 'message',
  menu: { group: 'notifications', icon: 'Sms', order: 3 },
  fields: {
    // At most 10 segments of 153 GSM characters (schema/sms-segments.ts).
    message: textarea({ required: true, max: 1530, searchable: true }),
    ...campaignAudience('sms_campaign_users'),
  },
  list: { columns: ['message', 'audience', 'send_at', 'status', 'created_at'] },
});

export const smsOutbox = defineResource({
  name: 'sms',
  table: 'sms_outbox',
  subject: 'Sms',
  route: '/admin/notification/smsOutbox',
  title: 'to',
  menu: { group: 'notifications', icon: 'MarkChatRead', order: 11 },
  operations: ['list', 'show'],
  fields: {
    to: phone({ required: true, searchable: true, sortable: true }),
    message: textarea({ required: true, max: 1530, searchable: true }),
    transport: text({ notNull: true, max: 20, filterable: true }),
    provider_id: text({ max: 100 }),
  },
  list: { columns: ['to', 'message', 'transport', 'created_at'] },
});
