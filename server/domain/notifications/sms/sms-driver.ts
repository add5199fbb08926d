/**
 * Text messages go through a driver: the outbox driver (the default) sends nothing, a provider
 * driver calls an SMS API. Either way every message handed over is recorded in `sms_outbox`
 * (resource `sms`, /admin/notification/smsOutbox), like e-mail in `mail_outbox`.
 */
import type { Db } from '../../../db/types';
import type { NotificationSettings } from '../../../config/notification-settings';
import { resourcesByName } from '../../../../resources.config';
import { now } from '../../../resources/records';
import { indexRecord } from '../../../resources/search-index';
import { twilioDriver } from './twilio-driver';

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsDriver {
  /** Recorded with each message: `outbox` or the provider's name. */
  readonly transport: string;
  /** Hands the message over; throws a DeliveryError when it was not accepted. */
  send(message: SmsMessage): Promise<{ providerId: string | null }>;
}

export const outboxDriver: SmsDriver = {
  transport: 'outbox',
  send: () => Promise.resolve({ providerId: null }),
};

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export function createSmsSender(db: Db, settings: NotificationSettings): SmsSender {
  const driver = settings.smsProvider ? twilioDriver(settings.smsProvider) : outboxDriver;
  return {
    async send(message) {
      const { providerId } = await driver.send(message);
      const stamp = now();
      const row = await db
        .insertInto('sms_outbox')
        .values({
          to: message.to,
          message: message.body,
          transport: driver.transport,
          provider_id: providerId,
          created_at: stamp,
          updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Listed and searched like any resource (`sms`), so its search document is written too.
      const resource = resourcesByName.get('sms');
      if (resource) await indexRecord(db, resource, Number(row.id), row);
    },
  };
}
