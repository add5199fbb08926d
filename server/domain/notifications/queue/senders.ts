/**
 * What delivering one recipient of a campaign means on each channel: an e-mail through the
 * mailer, a text message through the SMS driver, a bell notification (stored, pushed live).
 */
import sanitizeHtml from 'sanitize-html';
import type { Row } from '../../../db/types';
import type { Context } from '../../../resources/context';
import { notifyUsers } from '../notify';
import type { Channel } from '../campaigns/channels';
import type { SmsSender } from '../sms/sms-driver';
import type { ClaimedDelivery } from './claim';
import { DeliveryError } from './delivery-error';

export type Sender = (delivery: ClaimedDelivery, campaign: Row) => Promise<void>;

const plainText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|div|h[1-6]|li)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  }).trim();

function addressOf(delivery: ClaimedDelivery, what: string): string {
  if (!delivery.address) throw new DeliveryError(`The user has no ${what}.`, true);
  return delivery.address;
}

export function createSenders(ctx: Context, sms: SmsSender): Record<Channel, Sender> {
  return {
    async email(delivery, campaign) {
      const body = String(campaign.body ?? '');
      await ctx.mailer.send({
        to: addressOf(delivery, 'e-mail address'),
        subject: String(campaign.subject ?? ''),
        text: plainText(body),
        html: body,
      });
    },
    async sms(delivery, campaign) {
      await sms.send({ to: addressOf(delivery, 'phone number'), body: String(campaign.message) });
    },
    async push(delivery, campaign) {
      await notifyUsers(ctx, [delivery.userId], {
        subject: String(campaign.title ?? ''),
        message: String(campaign.message ?? ''),
        link: typeof campaign.link === 'string' && campaign.link !== '' ? campaign.link : null,
      });
    },
  };
}
