/**
 * `PUT /api/setting/group/{group}`: saves some settings of one group at once (a settings
 * screen's form). Only the names the screens declare (schema/site/settings-groups.ts) are
 * accepted; each is checked by its kind, images by their bytes and size (the logo at most
 * 150 × 100), references against the rows of their resource, numbers and money against their
 * range, and every row is written in one transaction through the resource engine, so the rows
 * stay searchable and audited like any other.
 */
import { imageSize } from 'image-size';
import { isSafeLink, reference, settingsOfGroup, type SettingDef } from '../../../schema';
import { authorize } from '../../resources/access';
import type { Context } from '../../resources/context';
import { toMinorUnits } from '../money';
import { NotFoundError, ValidationError, type FieldErrors } from '../../resources/errors';
import {
  translatorFor,
  type PhraseKey,
  type PhraseValues,
  type Translator,
} from '../../i18n/translate';
import {
  inspectUpload,
  isUploadedFile,
  uploadProblem,
  type UploadedFile,
} from '../../resources/files';
import { createRecord } from '../../resources/operations/create';
import { missingIds } from '../../resources/references';
import { updateRecord } from '../../resources/operations/update';
import { afterCommit, onRollback, withSharedTransaction } from '../../resources/shared-transaction';
import { setting as settingResource } from '../../../resources/settings';

const label = (name: string) => name.replace(/_/g, ' ');
/**
 * A setting as its refusals name it: in English by its name ("The logo must be…"), the wording the
 * contract has always had; in Bangla as its screen labels it.
 */
const settingName = (tr: Translator, name: string) =>
  (tr.language !== 'en' && tr.text(`app.site.settings.fields.${name}`)) || label(name);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^-?\d{1,15}$/;

type Checked = { value: string } | { file: UploadedFile; extension: string } | { error: string };

async function checkImage(def: SettingDef, file: UploadedFile, tr: Translator): Promise<Checked> {
  const name = settingName(tr, def.name);
  const inspection = await inspectUpload(def.file!, file);
  if ('problem' in inspection) return { error: tr.say(uploadProblem(inspection.problem, name)) };
  if (def.square) {
    const { width = 0, height = 0 } = imageSize(file.data);
    if (width !== height) return { error: tr.t('uploads.notSquare', { name, width, height }) };
  }
  return { file, extension: inspection.extension };
}

/**
 * A reference, whole number or amount as stored: the id, the number, the amount in minor units;
 * or the refusal of one that is not.
 */
async function checkNumber(
  ctx: Context,
  def: SettingDef,
  value: string,
  refused: (key: PhraseKey, values?: PhraseValues) => { error: string },
): Promise<Checked> {
  if (def.kind === 'reference') {
    const id = /^\d{1,15}$/.test(value) ? Number(value) : 0;
    return id > 0 &&
      (await missingIds(ctx.db, reference(def.reference ?? ''), [id], ctx)).length === 0
      ? { value: String(id) }
      : refused('site.settingReference');
  }
  const { min, max } = def.range ?? {};
  if (def.kind === 'integer') {
    if (!WHOLE.test(value)) return refused('site.settingInteger');
    const number = Number(value);
    if (min !== undefined && number < min) return refused('site.settingMin', { min });
    if (max !== undefined && number > max) return refused('site.settingMax', { max });
    return { value: String(number) };
  }
  const minor = toMinorUnits(value);
  if (minor === null) return refused('site.settingAmount');
  if (min !== undefined && minor < min * 100) return refused('site.settingMin', { min });
  if (max !== undefined && minor > max * 100) return refused('site.settingMax', { max });
  return { value: String(minor) };
}

const NUMBER_KINDS: readonly SettingDef['kind'][] = ['reference', 'integer', 'money'];

/** Checks one submitted value by its kind; empty text clears the setting. */
async function checkValue(
  ctx: Context,
  def: SettingDef,
  raw: unknown,
  tr: Translator,
): Promise<Checked> {
  const refused = (key: PhraseKey, values: PhraseValues = {}) => ({
    error: tr.t(key, { name: settingName(tr, def.name), ...values }),
  });
  if (def.kind === 'image') {
    if (isUploadedFile(raw)) return checkImage(def, raw, tr);
    if (raw === '' || raw === null) return { value: '' };
    return refused('site.settingImage');
  }
  if (isUploadedFile(raw) || (typeof raw === 'object' && raw !== null))
    return refused('site.settingText');
  if (def.kind === 'boolean') {
    const on = raw === true || raw === 1 || raw === '1' || raw === 'true';
    const off = raw === false || raw === 0 || raw === '0' || raw === 'false' || raw === '';
    return on || off ? { value: on ? '1' : '0' } : refused('site.settingBoolean');
  }
  const value = raw === null || raw === undefined ? '' : String(raw).trim();
  if (value === '')
    return def.required
      ? { error: tr.t('validation.required', { attribute: settingName(tr, def.name) }) }
      : { value };
  if (def.max !== undefined && value.length > def.max)
    return refused('site.settingTooLong', { max: def.max });
  if (def.kind === 'email' && !EMAIL.test(value)) return refused('site.settingEmail');
  if (def.kind === 'url' && !isSafeLink(value, { paths: false })) return refused('site.settingUrl');
  if (def.kind === 'link' && !isSafeLink(value, { paths: true }))
    return refused('site.settingLink');
  if (def.kind === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
    return refused('site.settingDate');
  if (NUMBER_KINDS.includes(def.kind)) return checkNumber(ctx, def, value, refused);
  return { value };
}

/** Answers every setting of the group after the save, as `{group, name, value}` rows. */
export async function saveSettingsGroup(
  ctx: Context,
  group: string,
  body: Record<string, unknown>,
): Promise<{ group: string; name: string; value: string }[]> {
  const resource = settingResource;
  authorize(ctx, 'update', resource);
  const defs = new Map(settingsOfGroup(group).map((d) => [d.name, d]));
  if (defs.size === 0) throw new NotFoundError();
  const tr = translatorFor(ctx.language ?? 'en');
  const errors: FieldErrors = {};
  const checked = new Map<string, Checked>();
  for (const [name, raw] of Object.entries(body)) {
    const def = defs.get(name);
    if (!def) errors[name] = [tr.t('site.settingUnknown', { name: label(name), group })];
    else checked.set(name, await checkValue(ctx, def, raw, tr));
  }
  for (const [name, result] of checked) if ('error' in result) errors[name] = [result.error];
  if (checked.size === 0 && Object.keys(errors).length === 0)
    errors.settings = [tr.t('site.settingsNone')];
  const dates = ['starts_on', 'ends_on'].map((n) => {
    const r = checked.get(n);
    return r && 'value' in r ? r.value : undefined;
  });
  if (dates[0] && dates[1] && dates[1] < dates[0]) errors.ends_on = [tr.t('site.endsBeforeStart')];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const existing = await ctx.db
    .selectFrom('settings')
    .select(['id', 'name', 'value'])
    .where('group', '=', group)
    .execute();
  const byName = new Map(existing.map((r) => [String(r.name), r]));
  await withSharedTransaction(ctx, async (joined) => {
    for (const [name, result] of checked) {
      let value: string;
      if ('file' in result) {
        value = await ctx.storage.save('setting', result.file.data, result.extension);
        onRollback(joined, () => ctx.storage.remove(value));
      } else if ('value' in result) value = result.value;
      else continue;
      const row = byName.get(name);
      if (!row) await createRecord(joined, resource, { group, name, value });
      else if (row.value !== value) {
        await updateRecord(joined, resource, Number(row.id), { value });
        const previous = typeof row.value === 'string' ? row.value : '';
        if (defs.get(name)?.kind === 'image' && previous !== '')
          await afterCommit(joined, () => ctx.storage.remove(previous));
      }
    }
    return { value: undefined, commit: true };
  });
  const saved = await ctx.db
    .selectFrom('settings')
    .select(['group', 'name', 'value'])
    .where('group', '=', group)
    .orderBy('name')
    .execute();
  return saved.map((r) => ({
    group: String(r.group),
    name: String(r.name),
    value: String(r.value ?? ''),
  }));
}
