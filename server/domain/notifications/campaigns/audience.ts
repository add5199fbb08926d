/**
 * Who a campaign goes to, resolved when it is released: every active user of a type, a course's
 * seated students with their parents, or the users the admin chose. Inactive accounts get nothing.
 */
import { ROLE_TYPE } from '../../../../schema';
import type { Executor, Row } from '../../../db/types';
import { openTables } from '../../../db/types';
import { seatedStudents } from '../../assessment/seated';
import { parentAccounts, studentAccounts } from '../../assessment/homework/family';
import { CHANNEL_TABLES, type Channel } from './channels';

export interface Recipient {
  userId: number;
  /** The e-mail address or phone number to deliver to; null when the user has none. */
  address: string | null;
}

async function audienceUserIds(db: Executor, channel: Channel, campaign: Row): Promise<number[]> {
  switch (campaign.audience) {
    case 'type': {
      const type = Object.values(ROLE_TYPE).find((t) => t === Number(campaign.user_type));
      if (type === undefined) return [];
      const rows = await db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select('users.id')
        .where('roles.type', '=', type)
        .execute();
      return rows.map((row) => Number(row.id));
    }
    case 'course': {
      if (campaign.course_id === null || campaign.course_id === undefined) return [];
      const students = (await seatedStudents(db, Number(campaign.course_id))).map(
        (s) => s.student_id,
      );
      return [...(await studentAccounts(db, students)), ...(await parentAccounts(db, students))];
    }
    case 'users': {
      const rows = await openTables(db)
        .selectFrom(CHANNEL_TABLES[channel].usersTable)
        .select('user_id')
        .where('campaign_id', '=', Number(campaign.id))
        .execute();
      return rows.map((row) => Number(row.user_id));
    }
    default:
      return [];
  }
}

export async function resolveAudience(
  db: Executor,
  channel: Channel,
  campaign: Row,
): Promise<Recipient[]> {
  const ids = [...new Set(await audienceUserIds(db, channel, campaign))];
  if (ids.length === 0) return [];
  const column = CHANNEL_TABLES[channel].addressColumn;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'phone'])
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return users.map((user) => {
    const address = column === null ? null : user[column];
    return {
      userId: Number(user.id),
      address: typeof address === 'string' && address.trim() !== '' ? address.trim() : null,
    };
  });
}
