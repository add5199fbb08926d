/**
 * An affiliation user's own panel: their code and link, figures, and the students they referred
 * with each one's sign-up date and courses. Only names, dates and course titles: an affiliate
 * reads nothing else of a student's profile. A user without an affiliate row gets 404.
 */
import { referralLink, type AffiliatePanel, type ReferredStudent } from '../../../schema';
import { affiliate } from '../../../resources/affiliates';
import { authorize } from '../../resources/access';
import type { Context } from '../../resources/context';
import { NotFoundError } from '../../resources/errors';
import { fromMinorUnits } from '../money';
import { referredAccountsWithoutProfile } from './totals';

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

async function referredStudents(ctx: Context, affiliateId: number): Promise<ReferredStudent[]> {
  const profiles = await ctx.db
    .selectFrom('students')
    .innerJoin('users', 'users.id', 'students.user_id')
    .select(['students.id', 'students.full_name', 'users.created_at'])
    .where('students.affiliate_id', '=', affiliateId)
    .execute();
  const enrolments = profiles.length
    ? await ctx.db
        .selectFrom('student_courses')
        .innerJoin('courses', 'courses.id', 'student_courses.course_id')
        .select(['student_courses.student_id', 'courses.title'])
        .where(
          'student_courses.student_id',
          'in',
          profiles.map((p) => Number(p.id)),
        )
        .orderBy('courses.title')
        .execute()
    : [];
  const accounts = await referredAccountsWithoutProfile(ctx.db, affiliateId)
    .select(['users.first_name', 'users.last_name', 'users.created_at'])
    .execute();
  const students: ReferredStudent[] = [
    ...profiles.map((p) => ({
      student_id: Number(p.id),
      name: String(p.full_name),
      signed_up_at: iso(p.created_at),
      courses: enrolments
        .filter((e) => Number(e.student_id) === Number(p.id))
        .map((e) => String(e.title)),
    })),
    ...accounts.map((a) => ({
      student_id: null,
      name: [a.first_name, a.last_name].filter(Boolean).join(' '),
      signed_up_at: iso(a.created_at),
      courses: [],
    })),
  ];
  return students.sort((a, b) => b.signed_up_at.localeCompare(a.signed_up_at));
}

export async function affiliatePanel(ctx: Context): Promise<AffiliatePanel> {
  authorize(ctx, 'read', affiliate);
  const row = await ctx.db
    .selectFrom('affiliates')
    .selectAll()
    .where('user_id', '=', ctx.actor!.id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  const code = String(row.code);
  return {
    code,
    link: referralLink(ctx.settings.appUrl, code),
    rate: fromMinorUnits(Number(row.rate)),
    earned: fromMinorUnits(Number(row.earned)),
    paid: fromMinorUnits(Number(row.paid)),
    unpaid: fromMinorUnits(Number(row.unpaid)),
    students: await referredStudents(ctx, Number(row.id)),
  };
}
