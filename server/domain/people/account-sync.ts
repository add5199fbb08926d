/**
 * Employees, students and parents are profiles, each behind a sign-in account (a users row, as in
 * the original's polymorphic "userable"). The profile is what staff edit; its name, e-mail, phone,
 * photo, active flag and (for employees) role are mirrored to the account in the same
 * transaction, and a password given on the profile becomes the account's. A profile made without
 * a password gets an e-mail invitation to choose one.
 */
import { ROLE_TYPE, type RecordOf, type Resource, type StoredRowOf } from '../../../schema';
import { users as accounts } from '../../../resources/access';
import { employee } from '../../../resources/employees';
import { parent, student } from '../../../resources/people';
import type { Executor, Row } from '../../db/types';
import { openTables } from '../../db/types';
import { mailTranslator, translatorFor } from '../../i18n/translate';
import type { FieldErrors } from '../../resources/errors';
import type { HooksOf, ResourceHooks } from '../../resources/hooks';
import { insertRow, removeRow, updateRow } from '../../resources/row-writes';
import { changerOf } from '../auth/changer';
import { revokeOnAccountChange } from '../auth/revocation';
import { issueOneTimeToken } from '../auth/tokens';
import { newPersonNumber, type PersonNumbering } from './person-number';

export type PersonKind = 'employee' | 'student' | 'parent';

type Profile = typeof employee | typeof student | typeof parent;
/**
 * Any profile's record and stored row: the hooks read only what the three share, and each
 * profile resource's own hooks accept them.
 */
type ProfileRecord = RecordOf<Profile>;
type ProfileRow = StoredRowOf<Profile>;

/** Profile table and the number prefix of each kind (students S-000042, employees E-000007). */
const PROFILE: Record<PersonKind, { resource: Resource; number?: PersonNumbering }> = {
  employee: { resource: employee, number: { field: 'employee_no', prefix: 'E-' } },
  student: { resource: student, number: { field: 'student_no', prefix: 'S-' } },
  parent: { resource: parent },
};

/*
 * Each side's write of the other is made without the other's hooks: they would mirror the very
 * change back. The side being saved runs what the account's hooks would (ending sessions).
 */
const MIRROR = { hooks: false } as const;

const INVITE_MINUTES = 7 * 24 * 60;
/** Stored instead of a hash until the invited person chooses a password: it never verifies. */
const NO_PASSWORD = '!invited';

const fullName = (row: Row) =>
  [row.first_name, row.last_name]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ');

/** The account columns a profile's values set. */
function accountValues(values: Row): Row {
  const account: Row = {};
  for (const field of ['first_name', 'last_name', 'email', 'phone', 'image', 'role_id']) {
    if (field in values) account[field] = values[field];
  }
  if ('is_active' in values) account.status = values.is_active ? 'active' : 'inactive';
  if (typeof values.password === 'string') account.password = values.password;
  return account;
}

/** The role a new student or parent account gets: the oldest active role of that type. */
async function defaultRole(db: Executor, kind: PersonKind): Promise<number | undefined> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('type', '=', ROLE_TYPE[kind])
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return role ? Number(role.id) : undefined;
}

export function personHooks(kind: PersonKind): ResourceHooks<ProfileRecord, ProfileRow> {
  const profile = PROFILE[kind];
  return {
    async check(ctx, db, { values, current }): Promise<FieldErrors> {
      const tr = translatorFor(ctx.language ?? 'en');
      const errors: FieldErrors = {};
      if (typeof values.email === 'string') {
        let taken = db.selectFrom('users').select('id').where('email', '=', values.email);
        if (current) taken = taken.where('id', '!=', Number(current.user_id));
        if (await taken.executeTakeFirst()) errors.email = [tr.t('accounts.emailTaken')];
      }
      if (!current && kind !== 'employee' && (await defaultRole(db, kind)) === undefined) {
        // English names the kind as it always has; Bangla by the record's own name.
        const named = tr.language === 'en' ? kind : tr.record(kind);
        errors.email = [tr.t('accounts.noActiveRole', { kind: named })];
      }
      return errors;
    },

    async beforeSave(tx, ctx, { values, current }) {
      if ('first_name' in values || 'last_name' in values)
        values.full_name = fullName({ ...current, ...values });
      const account = accountValues(values);
      if (current) {
        if (Object.keys(account).length > 0) {
          const before = await tx
            .selectFrom('users')
            .selectAll()
            .where('id', '=', Number(current.user_id))
            .executeTakeFirstOrThrow();
          await updateRow(tx, ctx, accounts, before, account, MIRROR);
          await revokeOnAccountChange(tx, changerOf(ctx), before, { ...before, ...account });
        }
        return;
      }
      // The number field is the kind's own (employee_no, student_no): not one all profiles share.
      const own: Row = values;
      if (profile.number && !own[profile.number.field])
        own[profile.number.field] = await newPersonNumber(
          tx,
          ctx.dialect,
          profile.resource.table,
          profile.number.prefix,
        );
      const user = await insertRow(
        tx,
        ctx,
        accounts,
        {
          status: 'active',
          role_id: await defaultRole(tx, kind),
          password: NO_PASSWORD,
          ...account,
        },
        MIRROR,
      );
      values.user_id = Number(user.id);
    },

    async afterDelete(tx, ctx, row) {
      const account = await tx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', Number(row.user_id))
        .executeTakeFirst();
      if (account) await removeRow(tx, ctx, accounts, account, MIRROR);
    },

    async afterCreate(ctx, record) {
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'password', 'locale'])
        .where('id', '=', Number(record.user_id))
        .executeTakeFirst();
      if (!user || user.password !== NO_PASSWORD) return;
      const token = await issueOneTimeToken(
        ctx.db,
        Number(user.id),
        'reset-password',
        INVITE_MINUTES,
      );
      const email = String(user.email);
      const link = `${ctx.settings.appUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
      // The new account has chosen no language yet; the staff member who made it works in the
      // language the centre writes to its people in (docs/DOMAIN.md "Language of notices and
      // e-mails"), so their request's language is the better guess than a fixed one.
      const tr = mailTranslator(user.locale, ctx.language ?? ctx.settings.centreLanguage);
      await ctx.mailer.send({
        to: email,
        subject: tr.t('mail.inviteSubject'),
        text: tr.t('mail.inviteText', {
          name: String(user.first_name),
          days: INVITE_MINUTES / (24 * 60),
          link,
        }),
      });
    },
  };
}

/**
 * The other direction: an account edited at /rolePermission/userPermission carries its name,
 * e-mail, phone, photo and status to the profile behind it, so the two never disagree.
 */
export const accountHooks: HooksOf<typeof accounts> = {
  // A new password or a status other than active, set here, ends the account's sessions.
  async afterSave(tx, ctx, { row, current }) {
    if (current) await revokeOnAccountChange(tx, changerOf(ctx), current, row);
  },

  async beforeSave(tx, ctx, { values, current }) {
    if (!current) return;
    const mirrored: Row = {};
    for (const field of ['first_name', 'last_name', 'email', 'phone', 'image'] as const)
      if (field in values) mirrored[field] = values[field];
    if ('status' in values) mirrored.is_active = values.status === 'active' ? 1 : 0;
    if (Object.keys(mirrored).length === 0) return;
    mirrored.full_name = fullName({ ...current, ...values });
    for (const { resource } of Object.values(PROFILE)) {
      const profile = await openTables(tx)
        .selectFrom(resource.table)
        .selectAll()
        .where('user_id', '=', Number(current.id))
        .executeTakeFirst();
      if (profile) await updateRow(tx, ctx, resource, profile, mirrored, MIRROR);
    }
  },
};
