/**
 * The writes in server/domain, server/http, server/realtime and server/public-api that do not go
 * through the one write path (row-writes.ts), each with why (docs/DATABASE.md, "One write path").
 * `writes` is how many insertInto/updateTable/deleteFrom calls the file holds: direct-writes.test.ts
 * fails when a file gains one, or one appears in a file not named here, so every bypass is decided
 * and written down.
 */
export interface DirectWrite {
  file: string;
  tables: readonly string[];
  writes: number;
  why: string;
}

const NOT_A_RESOURCE = 'a server table, not a resource: nobody edits its rows as records';

export const DIRECT_WRITES: readonly DirectWrite[] = [
  {
    file: 'server/domain/auth/tokens.ts',
    tables: ['access_tokens', 'one_time_tokens'],
    writes: 5,
    why: `${NOT_A_RESOURCE}; the audit log must never hold a token's hash`,
  },
  {
    file: 'server/domain/auth/throttle.ts',
    tables: ['login_attempts'],
    writes: 3,
    why: `${NOT_A_RESOURCE}: counters of failed sign-ins`,
  },
  {
    file: 'server/http/plugins/rate-limit-store.ts',
    tables: ['rate_limit_hits'],
    writes: 2,
    why: `${NOT_A_RESOURCE}: per-visitor hit counters of the limited routes, and ended windows deleted`,
  },
  {
    file: 'server/domain/auth/revocation.ts',
    tables: ['access_tokens', 'push_subscriptions', 'one_time_tokens'],
    writes: 3,
    why: `${NOT_A_RESOURCE}: ending a user's sessions`,
  },
  {
    file: 'server/domain/auth/permission-sync.ts',
    tables: ['permissions', 'role_has_permissions', 'roles'],
    writes: 3,
    why: 'runs at every start, before any request, to match the permissions to the config; it writes one audit row per change itself',
  },
  {
    file: 'server/domain/notifications/web-push/subscriptions.ts',
    tables: ['push_subscriptions'],
    writes: 3,
    why: `${NOT_A_RESOURCE}: a browser's push endpoint and keys`,
  },
  {
    file: 'server/domain/notifications/web-push/send.ts',
    tables: ['push_subscriptions'],
    writes: 3,
    why: `${NOT_A_RESOURCE}: bookkeeping of endpoints that failed or expired`,
  },
  {
    file: 'server/domain/notifications/queue/claim.ts',
    tables: ['notification_deliveries'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: the queue's lease, a conditional update several workers race for`,
  },
  {
    file: 'server/domain/notifications/queue/outcome.ts',
    tables: ['notification_deliveries'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: a delivery's outcome`,
  },
  {
    file: 'server/domain/notifications/queue/senders.ts',
    tables: ['notification_deliveries'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: a delivery's outcome`,
  },
  {
    file: 'server/domain/notifications/campaigns/release.ts',
    tables: ['notification_deliveries'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: a released campaign's queue (the campaign itself goes through the path)`,
  },
  {
    file: 'server/domain/notifications/campaigns/deliveries.ts',
    tables: ['notification_deliveries'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: failed deliveries queued again`,
  },
  {
    file: 'server/domain/notifications/campaigns/campaign-hooks.ts',
    tables: ['notification_deliveries'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: a deleted campaign's queue`,
  },
  {
    file: 'server/domain/mail/mailer.ts',
    tables: ['mail_outbox'],
    writes: 1,
    why: 'the outbox is itself the record of every mail sent; auditing each would copy every message',
  },
  {
    file: 'server/domain/notifications/sms/sms-driver.ts',
    tables: ['sms_outbox'],
    writes: 1,
    why: 'the outbox is itself the record of every text sent; auditing each would copy every message',
  },
  {
    file: 'server/domain/notifications/notify.ts',
    tables: ['notifications'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: a user's bell notifications`,
  },
  {
    file: 'server/http/routes/notifications.ts',
    tables: ['notifications'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: a user marks their bell notifications read`,
  },
  {
    file: 'server/domain/chat/send-message.ts',
    tables: ['messages'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: private messages, which the audit log (read by admins) must not copy`,
  },
  {
    file: 'server/domain/chat/mark-seen.ts',
    tables: ['messages'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: read receipts of private messages`,
  },
  {
    file: 'server/domain/assessment/score-attempt.ts',
    tables: ['exam_answers'],
    writes: 2,
    why: `${NOT_A_RESOURCE}: each answer's outcome, part of the attempt (the result goes through the path)`,
  },
  {
    file: 'server/domain/assessment/attempts/take.ts',
    tables: ['exam_answers'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: an answer autosaved while the student works`,
  },
  {
    file: 'server/domain/assessment/attempts/start.ts',
    tables: ['exam_attempt_parts'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: the parts of an attempt made through the path`,
  },
  {
    file: 'server/domain/assessment/attempts/settle.ts',
    tables: ['exam_attempt_parts'],
    writes: 2,
    why: `${NOT_A_RESOURCE}: a part opened or closed by the clock, conditional so that racing calls do it once`,
  },
  {
    file: 'server/domain/assessment/answer-sheets/store-attempt.ts',
    tables: ['exam_answers'],
    writes: 1,
    why: `${NOT_A_RESOURCE}: an imported sheet's answers, part of the attempt made through the path`,
  },
  {
    file: 'server/domain/assessment/rescore.ts',
    tables: ['exam_questions'],
    writes: 1,
    why: 'a before-save hook storing the key of the very question being saved early, so that scoring reads it; the write under way stamps and audits that row',
  },
  {
    file: 'server/domain/academics/labels.ts',
    tables: ['courses', 'students', 'home_works', 'exams'],
    writes: 1,
    why: 'a before-save hook storing the new name of the very row being saved early, so that its dependents’ labels read it; the write under way stamps and audits that row',
  },
  {
    file: 'server/domain/affiliates/attribution.ts',
    tables: ['users'],
    writes: 1,
    why: 'the referral of an account being signed up, in the transaction that creates it: a server column no form edits, set once (never over another affiliate), and the affiliate’s figures refreshed through the write path',
  },
  {
    file: 'server/domain/payments/checkout-pages.ts',
    tables: ['orders', 'tutoring_requests'],
    writes: 2,
    why: 'the provider’s id of the payment page opened last, a server column no form edits and the record does not show: the provider’s bookkeeping, swapped under the row’s lock; through the path each page opened would stamp the record and audit a change with nothing in it',
  },
];
