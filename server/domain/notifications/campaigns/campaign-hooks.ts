/**
 * The rules of a campaign resource: the audience must name who it goes to; once released it is
 * history and cannot be changed; saving one that is due releases it at once (the worker releases
 * scheduled ones at their time, and any whose release after saving failed).
 */
import { SMS_MAX_SEGMENTS, smsSize, type RecordOf, type StoredRowOf } from '../../../../schema';
import type {
  emailNotification,
  pushNotification,
  smsNotification,
} from '../../../../resources/campaigns';
import { translatorFor } from '../../../i18n/translate';
import type { Context } from '../../../resources/context';
import type { FieldErrors } from '../../../resources/errors';
import type { ResourceHooks } from '../../../resources/hooks';
import { CHANNEL_TABLES, type Channel } from './channels';
import { releaseNow } from './release';
import { openTables } from '../../../db/types';

/** The three campaign resources share the fields these hooks read. */
type Campaign = typeof emailNotification | typeof pushNotification | typeof smsNotification;

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

export function campaignHooks(
  channel: Channel,
): ResourceHooks<RecordOf<Campaign>, StoredRowOf<Campaign>> {
  const release = async (ctx: Context, id: number) => {
    await releaseNow(ctx, channel, id);
  };
  return {
    async check(ctx, db, { values, current }) {
      const tr = translatorFor(ctx.language ?? 'en');
      const errors: FieldErrors = {};
      if (current && current.status !== 'scheduled') {
        errors.status = [tr.t('campaigns.alreadySent')];
        return errors;
      }
      const merged = { ...current, ...values };
      if (channel === 'sms' && 'message' in values && typeof values.message === 'string') {
        const { segments } = smsSize(values.message);
        if (segments > SMS_MAX_SEGMENTS)
          errors.message = [tr.t('campaigns.smsTooLong', { segments, max: SMS_MAX_SEGMENTS })];
      }
      if (merged.audience === 'type' && !present(merged.user_type))
        errors.user_type = [tr.t('campaigns.chooseUserType')];
      if (merged.audience === 'course' && !present(merged.course_id))
        errors.course_id = [tr.t('campaigns.chooseCourse')];
      if (merged.audience === 'users') {
        const chosen = values.users;
        const none =
          chosen === undefined
            ? !current ||
              (await openTables(db)
                .selectFrom(CHANNEL_TABLES[channel].usersTable)
                .select('user_id')
                .where('campaign_id', '=', current.id)
                .executeTakeFirst()) === undefined
            : chosen.length === 0;
        if (none) errors.users = [tr.t('campaigns.chooseUsers')];
      }
      return errors;
    },
    afterCreate: (ctx, record) => release(ctx, record.id),
    afterUpdate: (ctx, { after }) => release(ctx, after.id),
    async beforeDelete(tx, _ctx, row) {
      await tx
        .deleteFrom('notification_deliveries')
        .where('channel', '=', channel)
        .where('campaign_id', '=', row.id)
        .execute();
    },
  };
}
