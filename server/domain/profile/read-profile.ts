/** What `GET /api/user/profile` answers: the user's own account and profile, as /user/edit edits them. */
import type { UserKind } from '../../../schema';
import type { Executor, Row } from '../../db/types';
import { toRecord } from '../../resources/records';
import { DEFAULT_AVATAR } from '../auth/user-view';
import { loadOwnRecords, OWN_PROFILE_FIELDS } from './own-records';

export async function readOwnProfile(db: Executor, userId: number, kind: UserKind): Promise<Row> {
  const { account, profileResource, profile } = await loadOwnRecords(db, userId, kind);
  const fields = OWN_PROFILE_FIELDS[kind] ?? [];
  const record = profile && profileResource ? toRecord(profileResource, profile) : {};
  return {
    first_name: account.first_name,
    last_name: account.last_name ?? null,
    email: account.email,
    pending_email: account.pending_email ?? null,
    phone: account.phone ?? null,
    image: account.image || DEFAULT_AVATAR,
    locale: account.locale ?? null,
    theme: account.theme ?? null,
    kind,
    profile_fields: fields,
    profile: Object.fromEntries(fields.map((name) => [name, record[name] ?? null])),
  };
}
