/**
 * A public form (docs/API.md "Public API"): only the declared fields are taken, each checked by
 * the resource's own field rules; the fixed values are set by the server; references the form
 * names must point at rows the public may read. A filled honeypot is answered like a success
 * and nothing is stored, so a bot learns nothing.
 */
import type { PublicForm } from '../../schema/public-api';
import type { Row } from '../db/types';
import { translatorFor } from '../i18n/translate';
import type { Context } from '../resources/context';
import { ValidationError, type FieldErrors } from '../resources/errors';
import { createRecord } from '../resources/operations/create';
import { validateInput } from '../resources/validation';
import { momentsAt } from './conditions';
import { readAt, resourceOf, servedRows } from './served-rows';

/** The record stored, or none: a filled honeypot stores nothing. */
export type FormOutcome = { outcome: 'stored'; record: Row } | { outcome: 'discarded' };

const filled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

async function unservedReferences(
  ctx: Context,
  form: PublicForm,
  values: Record<string, unknown>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const tr = translatorFor(ctx.language ?? 'en');
  const resource = resourceOf(form.resource);
  const moments = momentsAt();
  for (const [name, path] of Object.entries(form.servedBy)) {
    const id = values[name];
    if (id === null || id === undefined) continue;
    const read = readAt(path);
    const table = resourceOf(read.resource).table;
    const found = await servedRows(ctx.db, read, moments)
      .select(`${table}.id`)
      .where(`${table}.id`, '=', id as number)
      .executeTakeFirst();
    if (!found)
      errors[name] = [tr.t('validation.choice', { attribute: tr.field(resource.name, name) })];
  }
  return errors;
}

export async function submitPublicForm(
  ctx: Context,
  form: PublicForm,
  body: Record<string, unknown>,
): Promise<FormOutcome> {
  if (filled(body[form.honeypot])) return { outcome: 'discarded' };
  const { [form.honeypot]: _honeypot, ...sent } = body;
  const resource = resourceOf(form.resource);
  const tr = translatorFor(ctx.language ?? 'en');
  const errors: FieldErrors = {};
  for (const name of Object.keys(sent))
    if (!form.fields.includes(name))
      errors[name] = [tr.t('validation.prohibited', { attribute: tr.field(resource.name, name) })];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  // Field rules first (a job id that is not a number is "invalid", not a database error), then
  // whether the rows it names are public.
  const values = validateInput(resource, sent, 'create', ctx.language);
  const hidden = await unservedReferences(ctx, form, values);
  if (Object.keys(hidden).length > 0) throw new ValidationError(hidden);
  const stored = form.senderLanguage ? { [form.senderLanguage]: ctx.language ?? 'en' } : {};
  const record = await createRecord(
    ctx,
    resource,
    { ...sent, ...form.fixed },
    { trusted: true, stored },
  );
  return { outcome: 'stored', record };
}
