import type { JsonObject } from './types';

const isObject = (v: unknown): v is JsonObject =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Answers arrive as `data.data.data`, `data.data` or `data`. Walks down the `data` keys
 * and returns each level, outermost first, so callers take the payload from the innermost and
 * the totals from wherever they appear.
 */
function levels(body: JsonObject): JsonObject[] {
  const found: JsonObject[] = [body];
  let current: unknown = body.data;
  while (isObject(current) && found.length < 4) {
    found.push(current);
    current = current.data;
  }
  return found;
}

/** The record of a getOne/create/update answer. */
export function unwrapRecord(body: JsonObject): JsonObject {
  const all = levels(body);
  return all[all.length - 1] ?? body;
}

function numberOf(v: unknown): number | undefined {
  const n = typeof v === 'string' && v !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/**
 * The rows and total of a list answer: `meta.total`, else a top-level `total`, else the row count;
 * `totalAtLeast` when `meta.total_at_least` says the total is a lower bound (a search that stopped
 * counting).
 */
export function unwrapList(body: JsonObject): {
  data: JsonObject[];
  total: number;
  totalAtLeast: boolean;
} {
  let rows: JsonObject[] = [];
  let total: number | undefined;
  let totalAtLeast = false;
  for (const level of levels(body)) {
    if (Array.isArray(level.data)) rows = level.data.filter(isObject);
    if (total === undefined && isObject(level.meta)) {
      total = numberOf(level.meta.total);
      totalAtLeast = total !== undefined && level.meta.total_at_least === true;
    }
    if (total === undefined) total = numberOf(level.total);
  }
  return { data: rows, total: total ?? rows.length, totalAtLeast };
}
