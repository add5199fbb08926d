/**
 * First-start data. Always: the permission rows of every subject (written by the same sync every
 * start runs, server/domain/auth/permission-sync.ts) and one role per kind of user holding its
 * kind's default abilities. With demo users (any environment but production): the five demo
 * accounts of the README, settings, a few months of finance records, the courses on offer with
 * their tutors, students, parents and timetable, and open jobs with applicants. Everything else is
 * written through the resource engine, so seeded rows are validated, searchable and audited like
 * any other (the sync indexes and audits its rows the same way).
 */
import { ROLE_TYPE, type UserKind } from '../../../schema';
import { resourcesByName } from '../../../resources.config';
import { readSettings } from '../../config/env';
import { allPermissions, defaultAbilities } from '../../domain/auth/default-abilities';
import { syncPermissions } from '../../domain/auth/permission-sync';
import { createMailer } from '../../domain/mail/mailer';
import { createWebPushSender } from '../../domain/notifications/web-push/send';
import { abilityKey, SYSTEM_ACTOR_ID, type Context } from '../../resources/context';
import { CountCache } from '../../resources/count-cache';
import { productResources } from '../../resources.server';
import { loadActor } from '../../domain/auth/actor';
import { OFFLINE_PUBLISHER, setDefaultPublisher } from '../../realtime/publisher';
import { createRecord } from '../../resources/operations/create';
import { updateRecord } from '../../resources/operations/update';
import { dialectOf } from '../schema-builder';
import type { Db, Row } from '../types';
import { seedAcademics } from './demo-academics';
import { seedBilling } from './demo-billing';
import { seedClasswork } from './demo-classwork';
import { seedRequests } from './demo-requests';
import { seedCourses } from './demo-courses';
import { seedFinance } from './demo-finance';
import { seedExams } from './demo-exams';
import { seedJobs } from './demo-jobs';
import { seedCampaigns } from './demo-campaigns';
import { seedMessages } from './demo-messages';
import { seedOrders } from './demo-orders';
import { seedLookups } from './lookups';
import { seedSatForms } from './sat-forms';
import { seedSiteContent } from './demo-site-content';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { seedSettings } from './settings';
import { seedSite } from './demo-site';

export { DEMO_PASSWORD, DEMO_USERS };

export function systemContext(db: Db): Context {
  const settings = readSettings();
  return {
    db,
    dialect: dialectOf(db),
    actor: {
      id: SYSTEM_ACTOR_ID,
      kind: 'admin',
      abilities: new Set(allPermissions().map((p) => abilityKey(p.action, p.subject))),
    },
    settings,
    counts: new CountCache(settings.listCountSeconds * 1000),
    resources: productResources,
    mailer: createMailer(db, settings.mail),
    webPush: createWebPushSender(db, settings.webPush),
    storage: {
      save: () => Promise.reject(new Error('The seed does not store files')),
      remove: () => Promise.resolve(),
      bytes: () => Promise.resolve(undefined),
    },
  };
}

const ROLE_NAMES: Record<UserKind, string> = {
  admin: 'Admin',
  employee: 'Tutor',
  student: 'Student',
  parent: 'Parent',
  affiliation: 'Affiliate',
};

/** Seeds an empty database; answers false (and writes nothing) when it already has roles. */
export async function seedDemoData(db: Db, options: { demoUsers: boolean }): Promise<boolean> {
  if (await db.selectFrom('roles').select('id').limit(1).executeTakeFirst()) return false;
  const ctx = systemContext(db);
  const create = (name: string, body: Record<string, unknown>): Promise<Row> => {
    const resource = resourcesByName.get(name);
    if (!resource) throw new Error(`Unknown resource ${name}`);
    return createRecord(ctx, resource, body);
  };
  const update = (name: string, id: unknown, body: Record<string, unknown>): Promise<Row> =>
    updateRecord(ctx, resourcesByName.get(name)!, Number(id), body);

  // The permission rows come from the same sync every start runs; no role exists yet to grant to.
  await syncPermissions(db);
  const permissionIds = new Map<string, number>(
    (await db.selectFrom('permissions').select(['id', 'action', 'subject']).execute()).map((p) => [
      abilityKey(String(p.action), String(p.subject)),
      Number(p.id),
    ]),
  );
  const idsFor = (pairs: { action: string; subject: string }[]) =>
    pairs
      .map((p) => permissionIds.get(abilityKey(p.action, p.subject)))
      .filter((id): id is number => id !== undefined);

  const roles = new Map<UserKind, Row>();
  for (const kind of Object.keys(ROLE_TYPE) as UserKind[]) {
    roles.set(
      kind,
      await create('role', {
        name: ROLE_NAMES[kind],
        type: ROLE_TYPE[kind],
        is_active: true,
        permissions: idsFor(defaultAbilities(kind)),
      }),
    );
  }
  // An office role of employee type that keeps the books: proof that abilities are per role.
  const financeSubjects = [
    'Bank',
    'BankAccount',
    'PaymentType',
    'AdditionalIncome',
    'Withdraw',
    'ExpenseType',
    'SubExpenseType',
    'Expense',
  ];
  await create('role', {
    name: 'Accountant',
    type: ROLE_TYPE.employee,
    is_active: true,
    permissions: idsFor([
      ...defaultAbilities('employee'),
      ...financeSubjects.flatMap((subject) =>
        ['read', 'create', 'update'].map((action) => ({ action, subject })),
      ),
    ]),
  });

  await seedLookups(create);

  if (!options.demoUsers) return true;
  // Admin and affiliate sign in with a bare account; the others are people with profiles,
  // made with the rest of the academics below.
  for (const demo of DEMO_USERS.filter((u) => u.kind === 'admin' || u.kind === 'affiliation')) {
    await create('users', {
      first_name: demo.firstName,
      last_name: demo.lastName,
      email: demo.email,
      phone: demo.phone,
      role_id: roles.get(demo.kind)!.id,
      status: 'active',
      password: DEMO_PASSWORD,
    });
  }
  await seedSettings(create);
  await seedFinance(create);
  const courses = await seedCourses(create);
  await seedAcademics(create, update, roles, courses);
  await seedSite(ctx, create, courses);
  // Complaints are filed by the demo people themselves, so they see them as their own.
  const demoContext = async (kind: UserKind): Promise<Context> => {
    const demo = DEMO_USERS.find((u) => u.kind === kind)!;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.email)
      .executeTakeFirstOrThrow();
    const signedIn = await loadActor(db, Number(user.id));
    if (!signedIn) throw new Error(`Demo ${kind} cannot sign in`);
    return { ...ctx, actor: signedIn.actor };
  };
  const createAs = async (kind: UserKind, name: string, body: Record<string, unknown>) =>
    createRecord(await demoContext(kind), resourcesByName.get(name)!, body);
  const updateAs = async (
    kind: UserKind,
    name: string,
    id: unknown,
    body: Record<string, unknown>,
  ) => updateRecord(await demoContext(kind), resourcesByName.get(name)!, Number(id), body);
  const subjects = new Map(
    (await db.selectFrom('subjects').select(['id', 'name']).execute()).map((s) => [
      String(s.name),
      s,
    ]),
  );
  // Nobody is connected while the demo data is written (the server is not listening yet): the
  // notifications an answered complaint makes are stored for the bell, not pushed live.
  setDefaultPublisher(OFFLINE_PUBLISHER);
  try {
    await seedRequests(create, update, createAs, roles, subjects);
    await seedClasswork(db, create, createAs, updateAs);
    await seedBilling(db, ctx, create, update, createAs);
  } finally {
    setDefaultPublisher(undefined);
  }
  await db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).execute();
  await seedJobs(create);
  await seedSiteContent(db, ctx, create);
  const mathCourse = courses.find((c) => c.title === 'SAT Math Intensive') ?? courses[0];
  if (mathCourse) await seedCampaigns(ctx, create, Number(mathCourse.id));
  await seedMessages(db);
  await seedSatForms(ctx, create);
  // Releasing results notifies students and parents: stored for the bell, not pushed live.
  setDefaultPublisher(OFFLINE_PUBLISHER);
  try {
    await seedExams(ctx, create, update, courses);
    // Orders bill the enrolments made above; their payments notify students and parents.
    await seedOrders(db, create, courses);
  } finally {
    setDefaultPublisher(undefined);
  }
  return true;
}
