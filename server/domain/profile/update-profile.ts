/**
 * A user saving their own name, phone, photo and (learners) profile fields. Each write is the
 * engine's own (field rules, uploads, hooks, audit) on the record that holds them: the profile
 * for tutors, students and parents, whose hooks carry the account fields to the account; the
 * account itself for admins and affiliates. A learner who signed up on the public site has no
 * profile yet: their first save makes it, for the account they already have.
 */
import type { Resource, UserKind } from '../../../schema';
import type { Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { runWrite } from '../../resources/operations/write';
import { insertRow, updateRow } from '../../resources/row-writes';
import { afterCommit } from '../../resources/shared-transaction';
import { runAfterUpdate } from '../../resources/served';
import { validateInput } from '../../resources/validation';
import { newPersonNumber } from '../people/person-number';
import {
  accountResource,
  loadOwnRecords,
  OWN_ACCOUNT_FIELDS,
  OWN_PROFILE_FIELDS,
} from './own-records';

/** Student numbers, as the centre's own student profiles get them. */
const STUDENT_NUMBER = { field: 'student_no', prefix: 'S-' };

function refuseOtherFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const errors: FieldErrors = {};
  for (const key of Object.keys(body))
    if (!allowed.includes(key)) errors[key] = [`The ${key} field is prohibited.`];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const pick = (values: Row, names: readonly string[]): Row =>
  Object.fromEntries(Object.entries(values).filter(([name]) => names.includes(name)));

async function updateRecord(ctx: Context, resource: Resource, current: Row, input: Row) {
  const after = await runWrite(ctx, resource, input, current, (tx, values) =>
    updateRow(tx, ctx, resource, current, values),
  );
  await afterCommit(ctx, (committed) => runAfterUpdate(committed, resource, current, after));
}

/**
 * The profile of an account that has none yet. Written without the profile's hooks: they would
 * make a second account for it; what they add to a new profile (its full name, its number, the
 * account's e-mail) is set here instead, and the account fields go to the account first.
 */
async function createProfile(
  tx: Tx,
  ctx: Context,
  resource: Resource,
  kind: UserKind,
  account: Row,
  values: Row,
): Promise<void> {
  const own = pick(values, OWN_ACCOUNT_FIELDS);
  const named =
    Object.keys(own).length > 0 ? await updateRow(tx, ctx, accountResource, account, own) : account;
  const firstName = String(named.first_name);
  const lastName = typeof named.last_name === 'string' && named.last_name ? named.last_name : null;
  const profile: Row = {
    ...values,
    user_id: Number(account.id),
    first_name: firstName,
    last_name: lastName,
    full_name: [firstName, lastName].filter(Boolean).join(' '),
    email: account.email,
    phone: named.phone ?? null,
    image: 'image' in own ? own.image : (account.image ?? null),
    is_active: true,
    // A learner who signed up through a referral link keeps the affiliate on their profile.
    ...(kind === 'student' ? { affiliate_id: account.referred_by_affiliate_id ?? null } : {}),
  };
  if (kind === 'student')
    profile[STUDENT_NUMBER.field] = await newPersonNumber(
      tx,
      ctx.dialect,
      resource.table,
      STUDENT_NUMBER.prefix,
    );
  await insertRow(tx, ctx, resource, profile, { hooks: false });
}

export async function updateOwnProfile(
  ctx: Context,
  user: { id: number; kind: UserKind },
  body: Record<string, unknown>,
): Promise<void> {
  const { account, profileResource, profile } = await loadOwnRecords(ctx.db, user.id, user.kind);
  const profileFields = OWN_PROFILE_FIELDS[user.kind] ?? [];
  refuseOtherFields(body, [...OWN_ACCOUNT_FIELDS, ...profileFields]);
  if (profileResource && profile) {
    await updateRecord(
      ctx,
      profileResource,
      profile,
      validateInput(profileResource, body, 'update'),
    );
    return;
  }
  if (profileResource && profileFields.length > 0) {
    const input = validateInput(profileResource, body, 'update');
    await runWrite(ctx, profileResource, input, undefined, (tx, values) =>
      createProfile(tx, ctx, profileResource, user.kind, account, values),
    );
    return;
  }
  await updateRecord(ctx, accountResource, account, validateInput(accountResource, body, 'update'));
}
