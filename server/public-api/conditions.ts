/**
 * The `where` of a public declaration as SQL: equals, any of, ranges with NOW/TODAY, `orNull`.
 * Values are written as the engine stores them (booleans 1/0, money in minor units).
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { FieldDef, Resource } from '../../schema';
import {
  isMoment,
  isRange,
  type Condition,
  type Literal,
  type Moment,
} from '../../schema/public-api';
import type { OpenDatabase } from '../db/types';
import { centreNow } from '../domain/scheduling/calendar';

export type Eb = ExpressionBuilder<OpenDatabase, string>;

/** The request's moment, fixed once so every condition of one answer agrees. */
export interface Moments {
  now: string;
  today: string;
}

export const momentsAt = (at: Date = new Date()): Moments => ({
  now: at.toISOString(),
  today: centreNow(at).date,
});

function stored(field: FieldDef | undefined, value: Literal | Moment, moments: Moments): unknown {
  if (isMoment(value)) return moments[value.moment];
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (field?.type === 'money' && typeof value === 'number') return Math.round(value * 100);
  return value;
}

const OPERATORS = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

function one(
  eb: Eb,
  resource: Resource,
  name: string,
  condition: Condition,
  moments: Moments,
): Expression<SqlBool> {
  const column = `${resource.table}.${name}`;
  const field = resource.fields[name];
  if (Array.isArray(condition))
    return eb(
      column,
      'in',
      condition.map((v) => stored(field, v as Literal, moments)),
    );
  if (!isRange(condition))
    return condition === null
      ? eb(column, 'is', null)
      : eb(column, '=', stored(field, condition as Literal, moments));
  const parts: Expression<SqlBool>[] = [];
  for (const [key, operator] of Object.entries(OPERATORS)) {
    const bound = condition[key as keyof typeof OPERATORS];
    if (bound !== undefined) parts.push(eb(column, operator, stored(field, bound, moments)));
  }
  if (condition.not !== undefined)
    parts.push(
      condition.not === null
        ? eb(column, 'is not', null)
        : eb(column, '!=', stored(field, condition.not, moments)),
    );
  const all = eb.and(parts);
  return condition.orNull ? eb.or([all, eb(column, 'is', null)]) : all;
}

/** Every condition of `where` on the resource's table, all of which must hold. */
export function conditionsOf(
  resource: Resource,
  where: Record<string, Condition>,
  moments: Moments,
): (eb: Eb) => Expression<SqlBool> {
  return (eb) =>
    eb.and(
      Object.entries(where).map(([name, condition]) => one(eb, resource, name, condition, moments)),
    );
}
