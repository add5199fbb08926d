/**
 * Settings of the campaign queue and its drivers, read from the environment beside the
 * others in env.ts; `.env.example` and the README's settings table document each.
 */
export interface SmsProviderSettings {
  /** Twilio-style REST API: POST {baseUrl}/2010-04-01/Accounts/{accountSid}/Messages.json. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

export interface NotificationSettings {
  queue: {
    /** Milliseconds between the worker's passes; 0 runs no worker (tests drain it by hand). */
    pollMs: number;
    /** Deliveries one pass claims at most. */
    batchSize: number;
    /** Tries per recipient before it is marked failed. */
    maxAttempts: number;
    /** The first retry waits this long; each further one twice as long as the last. */
    retryBaseMs: number;
    /** How long a claim holds a row: a worker that dies leaves it to others after this. */
    leaseMs: number;
  };
  /** Undefined: the outbox driver, which records each text message without sending it. */
  smsProvider: SmsProviderSettings | undefined;
}

function count(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}`);
  return value;
}

export function readNotificationSettings(): NotificationSettings {
  const env = process.env;
  const driver = env.SMS_DRIVER || 'outbox';
  if (driver !== 'outbox' && driver !== 'twilio')
    throw new Error('SMS_DRIVER must be "outbox" or "twilio"');
  let smsProvider: SmsProviderSettings | undefined;
  if (driver === 'twilio') {
    const { SMS_TWILIO_ACCOUNT_SID: sid, SMS_TWILIO_AUTH_TOKEN: token, SMS_FROM: from } = env;
    if (!sid || !token || !from)
      throw new Error(
        'SMS_DRIVER=twilio needs SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN and SMS_FROM',
      );
    smsProvider = {
      baseUrl: (env.SMS_TWILIO_BASE_URL || 'https://api.twilio.com').replace(/\/$/, ''),
      accountSid: sid,
      authToken: token,
      from,
    };
  }
  return {
    queue: {
      pollMs: count('NOTIFY_QUEUE_POLL_MS', 2000, 0),
      batchSize: count('NOTIFY_QUEUE_BATCH_SIZE', 50, 1),
      maxAttempts: count('NOTIFY_QUEUE_MAX_ATTEMPTS', 5, 1),
      retryBaseMs: count('NOTIFY_QUEUE_RETRY_BASE_MS', 30_000, 0),
      leaseMs: count('NOTIFY_QUEUE_LEASE_MS', 120_000, 1000),
    },
    smsProvider,
  };
}
