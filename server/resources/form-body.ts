/**
 * Laravel-style form bodies → plain objects: `field[0]`, `field[]` and `field[key]` become arrays
 * and objects (via qs, which Laravel's own client-side helpers follow), files stay as uploads, and
 * `_method` is taken out and answered separately.
 */
import qs from 'qs';

export type FormEntry = [key: string, value: unknown];

const QS_OPTIONS = { depth: 5, arrayLimit: 1000, parameterLimit: 5000, allowDots: false } as const;

/** Folds repeated `name[]` keys into numbered ones, so that an object can hold them all. */
function numberRepeatedKeys(entries: FormEntry[]): Record<string, unknown> {
  const counters = new Map<string, number>();
  const flat: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (key.endsWith('[]')) {
      const base = key.slice(0, -2);
      const index = counters.get(base) ?? 0;
      counters.set(base, index + 1);
      flat[`${base}[${index}]`] = value;
    } else {
      flat[key] = value;
    }
  }
  return flat;
}

export interface ParsedBody {
  body: Record<string, unknown>;
  /** The emulated method (`_method=PUT`), upper-cased, if the body carried one. */
  method: string | undefined;
}

export function parseFormEntries(entries: FormEntry[]): ParsedBody {
  const parsed = qs.parse(
    numberRepeatedKeys(entries) as Record<string, string>,
    QS_OPTIONS,
  ) as Record<string, unknown>;
  return splitMethod(parsed);
}

export function parseQueryString(text: string): Record<string, unknown> {
  return qs.parse(text, QS_OPTIONS) as Record<string, unknown>;
}

export function parseUrlEncoded(text: string): ParsedBody {
  return splitMethod(parseQueryString(text));
}

export function splitMethod(body: Record<string, unknown>): ParsedBody {
  const { _method: method, ...rest } = body;
  return { body: rest, method: typeof method === 'string' ? method.toUpperCase() : undefined };
}
