/**
 * What delivering one recipient of a campaign means on each channel: an e-mail through the
 * mailer, a text message through the SMS driver, a bell notification (stored, pushed live) and
 * Web Push to each browser the user turned notifications on in.
 */
import sanitizeHtml from 'sanitize-html';
import type { Row } from '../../../db/types';
import type { Context } from '../../../resources/context';
import { COMMON_NOTIFICATION_EVENT, notifyUsers, USER_NOTIFICATION_EVENT } from '../notify';
import { now } from '../../../resources/records';
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
      const notice = {
        subject: String(campaign.title ?? ''),
        message: String(campaign.message ?? ''),
        link: typeof campaign.link === 'string' && campaign.link !== '' ? campaign.link : null,
      };
      // The bell gets it once; a retry is for the browsers that the push services did not take.
      if (delivery.notifiedAt === null) {
        await notifyUsers(ctx, [delivery.userId], notice, {
          webPush: false,
          // To every user of a type: a group's notice, the original's "common" notification.
          event: campaign.audience === 'type' ? COMMON_NOTIFICATION_EVENT : USER_NOTIFICATION_EVENT,
        });
        await ctx.db
          .updateTable('notification_deliveries')
          .set({ notified_at: now() })
          .where('id', '=', delivery.id)
          .execute();
      }
      const report = await ctx.webPush.sendToUsers([delivery.userId], {
        title: notice.subject,
        body: notice.message,
        link: notice.link,
        // A resend replaces what a browser already shows instead of showing it twice.
        tag: `push-campaign-${String(campaign.id)}`,
      });
      const transient = report.failed.filter((failure) => failure.transient);
      if (transient.length > 0) {
        const browsers = report.sent + report.failed.length;
        throw new DeliveryError(
          `Web Push failed for ${transient.length} of ${browsers} browsers: ${transient[0]!.reason}`,
        );
      }
    },
  };
}
