/**
 * Mail outbox: every message the product sent or, without SMTP, kept instead of sending.
 */
import { defineResource, email, richText, text, textarea } from '../schema';

export const mail = defineResource({
  name: 'mail',
  table: 'mail_outbox',
  subject: 'Mail',
  route: '/admin/notification/mailOutbox',
  title: 'subject',
  menu: { group: 'notifications', icon: 'Outbox', order: 10 },
  operations: ['list', 'show'],
  fields: {
    to: email({ required: true, max: 500, searchable: true, sortable: true }),
    subject: text({ required: true, max: 300, searchable: true }),
    text: textarea({ max: 100_000 }),
    html: richText({ max: 500_000 }),
    transport: text({ notNull: true, max: 20, filterable: true }),
  },
  list: { columns: ['to', 'subject', 'transport', 'created_at'] },
});
