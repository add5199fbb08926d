/**
 * The query plans of the list scenarios: the list operation's own count and page queries
 * (listQueries in server/resources/operations/list.ts), compiled and run under EXPLAIN QUERY PLAN
 * on SQLite or EXPLAIN on PostgreSQL, with full-table scans of the filled table called out. The
 * money reports' queries come from money-plans.ts.
 */
import { CompiledQuery } from 'kysely';
import { productResources } from '../../server/resources.server';
import { resourcesByName } from '../../resources.config';
import { readSettings } from '../../server/config/env';
import { loadActor } from '../../server/domain/auth/actor';
import type { Db, Dialect } from '../../server/db/types';
import { keptRowCount, keptRowCountQuery } from '../../server/db/row-counts';
import { CountCache } from '../../server/resources/count-cache';
import { createWebPushSender } from '../../server/domain/notifications/web-push/send';
import { createMailer } from '../../server/domain/mail/mailer';
import type { Context } from '../../server/resources/context';
import { parseQueryString } from '../../server/resources/form-body';
import { parseListQuery } from '../../server/resources/list-query';
import { listQueries } from '../../server/resources/operations/list';
import { planPage } from '../../server/resources/operations/page-plan';
import { FILLED_RESOURCE } from './fill';
import { moneyQueries } from './money-plans';
import type { Scenario } from './scenarios';

export interface QueryPlan {
  /** count and page for a list; the money reports' queries by what they read. */
  query: string;
  sql: string;
  plan: string[];
  /** Plan lines that read the whole table. */
  fullScans: string[];
  note: string | null;
}

export interface ScenarioPlans {
  scenario: string;
  plans: QueryPlan[];
}

function fullScans(dialect: Dialect, table: string, plan: string[]): string[] {
  if (dialect === 'postgres') return plan.filter((line) => line.includes(`Seq Scan on ${table}`));
  return plan.filter(
    (line) =>
      new RegExp(`\\bSCAN ${table}\\b`).test(line) &&
      !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(line),
  );
}

/** Says what a flagged or index-walking line costs, so the report does not hide or overstate it. */
function noteFor(dialect: Dialect, kind: string, scans: string[], plan: string[]): string | null {
  const text = plan.join('\n');
  if (kind === 'count' && /SCAN \w+ USING COVERING INDEX|Index Only Scan|Seq Scan/.test(text))
    return 'count(*) walks a whole index (or table) to count the matching rows: cost grows with the rows counted';
  if (kind === 'page' && scans.length > 0 && !/TEMP B-TREE|Sort/.test(text))
    return dialect === 'sqlite'
      ? 'rowid-order scan that stops after OFFSET+LIMIT rows (no sort): cheap on page 1, grows with the page number'
      : 'sequential scan';
  if (/TEMP B-TREE FOR ORDER BY|Sort/.test(text))
    return 'sorts the matching rows to find the page: cost grows with the rows matched';
  return null;
}

export async function explainScenarios(
  db: Db,
  dialect: Dialect,
  scenarios: Scenario[],
): Promise<ScenarioPlans[]> {
  const resource = resourcesByName.get(FILLED_RESOURCE);
  if (!resource) throw new Error(`No resource named ${FILLED_RESOURCE}`);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@academy.test')
    .executeTakeFirst();
  const loaded = admin ? await loadActor(db, Number(admin.id)) : null;
  if (!loaded) throw new Error('The admin user is missing');
  const settings = readSettings();
  const ctx: Context = {
    db,
    dialect,
    actor: loaded.actor,
    settings,
    storage: {
      save: () => Promise.reject(new Error('unused')),
      remove: () => Promise.resolve(),
      bytes: () => Promise.resolve(undefined),
    },
    counts: new CountCache(settings.listCountSeconds * 1000),
    resources: productResources,
    mailer: createMailer(db, settings.mail),
    webPush: createWebPushSender(db, settings.webPush),
  };
  const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const out: ScenarioPlans[] = [];
  const planOf = async (
    kind: string,
    builder: { compile(): CompiledQuery<unknown> },
    tables: string[],
    /** What the query's cost follows, where the list notes would mislead. */
    note?: string,
  ) => {
    const compiled = builder.compile();
    const result = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${explain}${compiled.sql}`, [...compiled.parameters]),
    );
    const plan = result.rows.map((row) =>
      dialect === 'sqlite' ? String(row.detail) : String(row['QUERY PLAN']),
    );
    const scans = tables.flatMap((table) => fullScans(dialect, table, plan));
    return {
      query: kind,
      sql: compiled.sql,
      plan,
      fullScans: scans,
      note: note ?? noteFor(dialect, kind, scans, plan),
    };
  };
  for (const scenario of scenarios) {
    if (scenario.kind === 'report') {
      const plans: QueryPlan[] = [];
      for (const { name, query, tables, cost } of await moneyQueries(db, scenario.path))
        plans.push(await planOf(name, query, tables, cost));
      out.push({ scenario: scenario.name, plans });
      continue;
    }
    if (scenario.kind !== 'list' || scenario.query === undefined) continue;
    // The documented query-string syntax (docs/API.md), parsed as the app's qs-based parser does.
    const query = parseListQuery(resource, parseQueryString(scenario.query));
    const { count, page, whole } = listQueries(ctx, resource, query);
    // The page is read from the end when it lies near it: the plan is of the query the list runs.
    const counted = Number((await count.executeTakeFirst())?.total ?? 0);
    // The whole table's total is its kept count where it has one (docs/DATABASE.md "Row counts").
    const kept = whole && (await keptRowCount(db, resource.table)) !== undefined;
    const placed = planPage({
      page: query.page,
      perPage: query.perPage,
      total: counted,
      depthLimit: settings.listDepthLimit,
    });
    const plans = [
      kept
        ? await planOf('kept count', keptRowCountQuery(db, resource.table), [resource.table])
        : await planOf('count', count, [resource.table]),
    ];
    if (placed !== 'too deep' && placed.from !== 'nowhere')
      plans.push(await planOf('page', page(placed), [resource.table]));
    out.push({ scenario: scenario.name, plans });
  }
  return out;
}
