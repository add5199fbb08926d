/**
 * The records a signed-in user edits as their own profile: their account (users row) and, for
 * tutors, students and parents, the profile behind it. Admins and affiliates have an account only.
 */
import type { Resource, UserKind } from '../../../schema';
import { users } from '../../../resources/access';
import { employee } from '../../../resources/employees';
import { parent, student } from '../../../resources/people';
import type { Executor, Row } from '../../db/types';
import { openTables } from '../../db/types';

/** The profile resource behind each kind of account that has one. */
const PROFILE_OF: Partial<Record<UserKind, Resource>> = { employee, student, parent };

/** The account fields every user edits themselves. */
export const OWN_ACCOUNT_FIELDS = ['first_name', 'last_name', 'phone', 'image'] as const;

/**
 * The profile fields a learner completes themselves: what the centre's records hold about them,
 * short of numbers, links and the sign-in the centre manages.
 */
export const OWN_PROFILE_FIELDS: Partial<Record<UserKind, readonly string[]>> = {
  student: [
    'date_of_birth',
    'gender_id',
    'religion_id',
    'blood_group_id',
    'school',
    'grade',
    'address',
  ],
  parent: ['occupation', 'address'],
};

export interface OwnRecords {
  kind: UserKind;
  account: Row;
  /** The profile resource of the kind, when the kind has one. */
  profileResource: Resource | undefined;
  /** The stored profile row; undefined for a kind without profiles or one not made yet. */
  profile: Row | undefined;
}

export const accountResource = users;

export async function loadOwnRecords(
  db: Executor,
  userId: number,
  kind: UserKind,
): Promise<OwnRecords> {
  const account = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const profileResource = PROFILE_OF[kind];
  const profile = profileResource
    ? await openTables(db)
        .selectFrom(profileResource.table)
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  return { kind, account, profileResource, profile };
}
