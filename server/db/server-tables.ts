/**
 * The tables the server alone keeps, which no resource of the config declares: sign-in state,
 * per-visitor limits, money per day, the audit log, an attempt's answers and parts, private
 * messages, bell notifications, the delivery queue and push subscriptions. Each is created by a
 * hand-written migration step; the types here follow those migrations (server/db/migrations).
 */
import type { ColumnType, Generated } from 'kysely';

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface Stamps {
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
}

export interface ServerTables {
  access_tokens: {
    id: Generated<number>;
    user_id: number;
    token_hash: string;
    expires_at: string;
    last_used_at: string | null;
    created_at: string;
  };
  one_time_tokens: {
    id: Generated<number>;
    user_id: number;
    purpose: string;
    token_hash: string;
    expires_at: string;
    used_at: string | null;
    created_at: string;
  };
  /** Each account's money per day and kind, kept by triggers (server/db/money-days.ts). */
  money_days: {
    bank_account_id: number;
    day: string;
    kind: string;
    counts: 0 | 1;
    amount: number;
    entries: number;
  };
  /** The same per month, `month` being its first day (server/db/money-days.ts). */
  money_months: {
    bank_account_id: number;
    month: string;
    kind: string;
    counts: 0 | 1;
    amount: number;
    entries: number;
  };
  /** Kept row counts of some tables, summed per table (server/db/row-counts.ts). */
  row_counts: { table_name: string; n: ColumnType<number | string, number, number> };
  login_attempts: { key: string; attempts: number; window_started_at: string };
  /** A window's end in ms since 1970: a bigint, which PostgreSQL's driver answers as text. */
  rate_limit_hits: {
    key: string;
    hits: number;
    resets_at: ColumnType<number | string, number, number>;
  };
  audit_logs: {
    id: Generated<number>;
    user_id: number | null;
    action: string;
    resource: string;
    record_id: number | null;
    before: string | null;
    after: string | null;
    created_at: string;
  };
  exam_answers: {
    id: Generated<number>;
    attempt_id: number;
    question_id: number;
    answer: string | null;
    saved_at: string;
    outcome: string | null;
    marks_awarded: number | null;
  };
  exam_attempt_parts: {
    id: Generated<number>;
    attempt_id: number;
    position: number;
    module_id: number | null;
    started_at: string | null;
    deadline_at: string | null;
    submitted_at: string | null;
  };
  messages: {
    id: Generated<number>;
    sender_id: number;
    receiver_id: number;
    text: string | null;
    attachment_path: string | null;
    attachment_name: string | null;
    attachment_mime: string | null;
    attachment_size: number | null;
    seen_at: string | null;
    created_at: string;
  };
  notifications: Stamps & {
    id: Generated<number>;
    user_id: number;
    subject: string;
    message: string | null;
    /** The notice's words as a phrase key and values, JSON (server/domain/notifications/notice-phrase.ts). */
    subject_phrase: string | null;
    message_phrase: string | null;
    link: string | null;
    is_seen: Defaulted<0 | 1>;
  };
  notification_deliveries: Stamps & {
    id: Generated<number>;
    channel: string;
    campaign_id: number;
    user_id: number;
    address: string | null;
    status: Defaulted<string>;
    attempts: Defaulted<number>;
    last_error: string | null;
    available_at: string;
    lease_until: string | null;
    leased_by: string | null;
    sent_at: string | null;
    notified_at: string | null;
  };
  push_subscriptions: Stamps & {
    id: Generated<number>;
    user_id: number;
    endpoint: string;
    endpoint_hash: string;
    p256dh: string;
    auth: string;
    user_agent: string | null;
    last_success_at: string | null;
    last_error: string | null;
    access_token_id: number | null;
  };
}
