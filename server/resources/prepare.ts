/**
 * Turns validated input into what is written: uniqueness and references checked, passwords
 * hashed, rich text cleaned, uploads checked and stored. Stored files are reported so that the
 * caller removes them if the write fails, and replaced files so it removes those once committed.
 */
import {
  attributeName,
  checkRules,
  type FileField,
  type Resource,
  type RuleErrors,
} from '../../schema';
import { cleanHtml } from '../domain/html';
import { hashPassword } from '../domain/auth/password';
import type { Executor, Row } from '../db/types';
import { openTables } from '../db/types';
import { translatorFor, type Translator } from '../i18n/translate';
import type { Context } from './context';
import { ValidationError, type FieldErrors } from './errors';
import { inspectUpload, isUploadedFile, uploadProblem } from './files';
import { checkReferences } from './references';
import { hooksOf } from './served';

export interface PreparedWrite {
  values: Record<string, unknown>;
  storedFiles: string[];
  replacedFiles: string[];
}

/** The rules' problems worded in the reader's language, each field named by its label. */
function ruleMessages(tr: Translator, resource: Resource, problems: RuleErrors): FieldErrors {
  const label = (field: string) => tr.label(resource.name, field);
  return Object.fromEntries(
    Object.entries(problems).map(([field, list]) => [
      field,
      list.map(({ phrase, other }) =>
        tr.t(`validation.${phrase}`, {
          label: label(field),
          ...(other === undefined ? {} : { other: label(other) }),
        }),
      ),
    ]),
  );
}

async function checkUnique(
  db: Executor,
  resource: Resource,
  values: Record<string, unknown>,
  tr: Translator,
  id?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(values)) {
    if (!resource.fields[name]?.unique || value === null || value === undefined) continue;
    let query = openTables(db).selectFrom(resource.table).select('id').where(name, '=', value);
    if (id !== undefined) query = query.where('id', '!=', id);
    // Unique within the resource: blog and gallery categories may share a slug.
    for (const [column, fixed] of Object.entries(resource.rows ?? {}))
      query = query.where(column, '=', fixed);
    if (await query.executeTakeFirst())
      errors[name] = [tr.t('validation.taken', { attribute: tr.field(resource.name, name) })];
  }
  return errors;
}

/**
 * A file field as an upload's refusal names it: in English by its column ("The image may not be…"),
 * the wording the contract has always had; in Bangla by its form label.
 */
const fileName = (tr: Translator, resource: Resource, name: string) =>
  tr.language === 'en' ? attributeName(name) : tr.field(resource.name, name);

export async function prepareWrite(
  ctx: Context,
  db: Executor,
  resource: Resource,
  input: Record<string, unknown>,
  current?: Row,
): Promise<PreparedWrite> {
  const values = { ...input };
  const { check } = hooksOf(ctx, resource);
  const tr = translatorFor(ctx.language ?? 'en');
  const errors: FieldErrors = {
    ...ruleMessages(tr, resource, checkRules(resource.rules, { ...current, ...values })),
    ...(await checkUnique(db, resource, values, tr, current ? Number(current.id) : undefined)),
    ...(await checkReferences(db, resource, values, current, ctx)),
  };
  // Database-aware rules only once the fields they read are known to be sound.
  if (check && Object.keys(errors).length === 0)
    Object.assign(errors, await check(ctx, db, { values, current }));
  const uploads: [string, FileField, unknown][] = [];
  for (const [name, value] of Object.entries(values)) {
    const field = resource.fields[name];
    if (!field) continue;
    if (field.type === 'email' && typeof value === 'string') values[name] = value.toLowerCase();
    if (field.type === 'richText' && typeof value === 'string') values[name] = cleanHtml(value);
    if (field.type === 'file' || field.type === 'image') {
      if (typeof value === 'string' && value !== current?.[name]) {
        errors[name] = [tr.t('validation.file', { attribute: tr.field(resource.name, name) })];
      } else if (typeof value === 'string') {
        delete values[name]; // the client sent back the file it already has
      } else {
        uploads.push([name, field, value]);
      }
    }
  }
  const checked: [string, Buffer, string][] = [];
  for (const [name, field, value] of uploads) {
    if (!isUploadedFile(value)) continue;
    const inspection = await inspectUpload(field, value);
    if ('problem' in inspection)
      errors[name] = [tr.say(uploadProblem(inspection.problem, fileName(tr, resource, name)))];
    else checked.push([name, value.data, inspection.extension]);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  for (const [name, value] of Object.entries(values)) {
    if (resource.fields[name]?.type === 'password' && typeof value === 'string')
      values[name] = await hashPassword(value);
  }
  const storedFiles: string[] = [];
  for (const [name, data, extension] of checked) {
    const path = await ctx.storage.save(resource.name, data, extension);
    storedFiles.push(path);
    values[name] = path;
  }
  const replacedFiles = uploads
    .map(([name]) => current?.[name])
    .filter((path): path is string => typeof path === 'string' && path !== '');
  return { values, storedFiles, replacedFiles };
}
