/**
 * Request validation generated from a resource's field definitions. Values arrive from JSON or
 * from Laravel-style forms (strings, '1'/'0', '' for null), so each field first normalises its
 * input, then checks it. Messages follow Laravel's wording, with each field named by its label in
 * the request's language (server/i18n/translate.ts).
 */
import { z } from 'zod';
import {
  enums,
  isSafeLink,
  LINK_MAX,
  SYSTEM_FIELDS,
  type FieldDef,
  type Resource,
} from '../../schema';
import { toMinorUnits } from '../domain/money';
import {
  translatorFor,
  type Language,
  type Translator,
  type ValidationPhrase,
} from '../i18n/translate';
import { ValidationError, type FieldErrors } from './errors';
import { isUploadedFile } from './files';
import { INTEGER_RANGE, isCalendarDate, MAX_ID, parseMoment } from './input-bounds';

export type Mode = 'create' | 'update';

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const PHONE = /^\+?[0-9 ()-]{5,30}$/;
const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/;

/** Form strings and JSON values both become the field's own type; '' means null. */
function normalise(field: FieldDef, value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = field.type === 'password' || field.type === 'richText' ? value : value.trim();
    if (trimmed === '') return field.type === 'references' ? [] : null;
    value = trimmed;
  }
  if (value === null || value === undefined) return value;
  switch (field.type) {
    case 'boolean':
      if (value === '1' || value === 'true' || value === 1 || value === true) return true;
      if (value === '0' || value === 'false' || value === 0 || value === false) return false;
      return value;
    case 'integer':
    case 'reference':
      return typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    case 'choice': {
      const numeric = typeof enums[field.enum][0] === 'number';
      return numeric && typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    }
    case 'references': {
      const list = Array.isArray(value)
        ? value
        : typeof value === 'object'
          ? Object.values(value)
          : [value];
      return list.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
    }
    case 'json':
      if (typeof value === 'string') {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      }
      return value;
    case 'time':
      return typeof value === 'string' && TIME.test(value) ? value.slice(0, 5) : value;
    default:
      return value;
  }
}

/** A field's message in the request's language: `say('integer')`, `say('min', { min: 1 })`. */
type Say = (phrase: ValidationPhrase, values?: Record<string, string | number>) => string;

function lengthChecks<T extends z.ZodString | z.ZodEmail>(schema: T, field: FieldDef, say: Say): T {
  // PostgreSQL text cannot hold a NUL character: refuse it as invalid input, not a 500.
  let checked = schema.refine((value) => !value.includes('\u0000'), { error: say('noNul') }) as T;
  if ('min' in field && field.min !== undefined) {
    checked = checked.min(field.min, { error: say('minLength', { min: field.min }) }) as T;
  }
  if ('max' in field && field.max !== undefined) {
    checked = checked.max(field.max, { error: say('maxLength', { max: field.max }) }) as T;
  }
  return checked;
}

function fieldSchema(field: FieldDef, say: Say): z.ZodType {
  const text = () => lengthChecks(z.string({ error: say('string') }), field, say);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'richText':
    case 'password':
      return text();
    case 'email':
      return lengthChecks(z.email({ error: say('email') }), field, say);
    case 'link': {
      // Too long a value is the length check's to report, once.
      const tooLong = (value: string) => value.length > (field.max ?? LINK_MAX);
      return text().refine((v) => tooLong(v) || isSafeLink(v, { paths: field.paths }), {
        error: say(field.paths ? 'linkOrPath' : 'link'),
      });
    }
    case 'phone':
      return text().regex(PHONE, { error: say('phone') });
    case 'color':
      return text().regex(COLOR, { error: say('color') });
    case 'integer': {
      // Unbounded fields still end at what the column holds.
      const min = field.min ?? INTEGER_RANGE.min;
      const max = field.max ?? INTEGER_RANGE.max;
      return z
        .number({ error: say('integer') })
        .int({ error: say('integer') })
        .min(min, { error: say('min', { min }) })
        .max(max, { error: say('max', { max }) });
    }
    case 'money':
      return z.union([z.string(), z.number()], { error: say('amount') }).transform((v, ctx) => {
        const minor = toMinorUnits(v);
        if (minor === null) {
          ctx.addIssue({ code: 'custom', message: say('amountDecimals') });
          return z.NEVER;
        }
        if (field.min !== undefined && minor < Math.round(field.min * 100)) {
          ctx.addIssue({ code: 'custom', message: say('min', { min: field.min }) });
        }
        if (field.max !== undefined && minor > Math.round(field.max * 100)) {
          ctx.addIssue({ code: 'custom', message: say('max', { max: field.max }) });
        }
        return minor;
      });
    case 'boolean':
      return z.boolean({ error: say('boolean') });
    case 'date':
      // Out of the product's years is as wrong as February 30, and said the same way.
      return z.string({ error: say('date') }).refine(isCalendarDate, { error: say('date') });
    case 'datetime':
      return z
        .string({ error: say('datetime') })
        .refine((v) => parseMoment(v) !== undefined, { error: say('datetime') })
        .transform((v) => new Date(v).toISOString());
    case 'time':
      return z.string({ error: say('time') }).regex(TIME, { error: say('time') });
    case 'choice': {
      const values = enums[field.enum] as readonly (string | number)[];
      return z.custom<string | number>((v) => values.includes(v as string | number), {
        error: say('choice'),
      });
    }
    case 'reference':
      return z
        .number({ error: say('choice') })
        .int({ error: say('choice') })
        .positive({ error: say('choice') })
        .max(MAX_ID, { error: say('choice') });
    case 'references': {
      const error = say('ids');
      return z.array(
        z.number({ error }).int({ error }).positive({ error }).max(MAX_ID, { error }),
        {
          error,
        },
      );
    }
    case 'file':
    case 'image':
      return z.custom((v) => isUploadedFile(v) || typeof v === 'string', {
        error: say('file'),
      });
    case 'json':
      return z.unknown().refine((v) => typeof v === 'object', { error: say('json') });
  }
}

/** Fields a request may send: declared, not read-only, not system-managed. */
export function writableFields(resource: Resource): [string, FieldDef][] {
  return Object.entries(resource.fields).filter(([, f]) => !f.readOnly);
}

/** The messages of `resource`'s field `name` in the translator's language. */
const sayFor =
  (tr: Translator, resource: Resource, name: string): Say =>
  (phrase, values) =>
    tr.t(`validation.${phrase}`, { attribute: tr.field(resource.name, name), ...values });

const cache = new Map<string, Map<string, z.ZodType>>();

function schemasFor(resource: Resource, tr: Translator): Map<string, z.ZodType> {
  const key = `${tr.language}:${resource.name}`;
  let schemas = cache.get(key);
  if (!schemas) {
    schemas = new Map(
      writableFields(resource).map(([name, f]) => [
        name,
        fieldSchema(f, sayFor(tr, resource, name)),
      ]),
    );
    cache.set(key, schemas);
  }
  return schemas;
}

/**
 * Checks a request body against the resource: unknown and read-only fields refused, required
 * fields present on create and never cleared on update, each value of its type. Answers the
 * values to store (money in minor units, booleans as booleans, files still as uploads).
 */
export function validateInput(
  resource: Resource,
  body: Record<string, unknown>,
  mode: Mode,
  language: Language = 'en',
): Record<string, unknown> {
  const tr = translatorFor(language);
  const errors: FieldErrors = {};
  const output: Record<string, unknown> = {};
  const schemas = schemasFor(resource, tr);
  for (const key of Object.keys(body)) {
    if (!schemas.has(key)) {
      const system =
        (SYSTEM_FIELDS as readonly string[]).includes(key) || resource.fields[key]?.readOnly;
      errors[key] = [sayFor(tr, resource, key)(system ? 'readOnly' : 'prohibited')];
    }
  }
  for (const [name, schema] of schemas) {
    const field = resource.fields[name] as FieldDef;
    const present = name in body;
    const value = present ? normalise(field, body[name]) : field.default;
    const keepOnEmpty = mode === 'update' && field.type === 'password' && value === null;
    if (mode === 'update' && (!present || keepOnEmpty)) continue;
    if (value === null || value === undefined) {
      if (field.required && (mode === 'create' || present)) {
        errors[name] = [sayFor(tr, resource, name)('required')];
      } else if (present || mode === 'create') {
        output[name] = field.type === 'references' ? [] : null;
      }
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) output[name] = result.data;
    else errors[name] = [...new Set(result.error.issues.map((i) => i.message))];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return output;
}
