import { isSafeLink, type SettingDef } from '../../../../schema';
import type { ImageValue } from './ImageSettingField';

export type FormValue = string | boolean | ImageValue;
export type FormValues = Record<string, FormValue>;

/** Money is stored in minor units and edited in major ones (1250 → "12.5"). */
const majorUnits = (stored: string) =>
  /^-?\d+$/.test(stored) ? String(Number(stored) / 100) : stored;

/** The form's starting values from the stored rows of the group. */
export function initialValues(defs: readonly SettingDef[], stored: (name: string) => string) {
  return Object.fromEntries(
    defs.map((def): [string, FormValue] => {
      const value = stored(def.name);
      if (def.kind === 'image') return [def.name, { stored: value, file: null, cleared: false }];
      if (def.kind === 'boolean') return [def.name, value === '1'];
      if (def.kind === 'money') return [def.name, majorUnits(value)];
      return [def.name, value];
    }),
  );
}

/** The i18n key of the first problem of a value, checked before sending (the server checks too). */
export function valueProblem(def: SettingDef, value: FormValue): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return def.required ? 'app.site.settings.required' : null;
  if (def.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
    return 'app.site.settings.invalid_email';
  if (def.kind === 'url' && !isSafeLink(text, { paths: false }))
    return 'app.site.settings.invalid_url';
  if (def.kind === 'link' && !isSafeLink(text, { paths: true }))
    return 'app.site.settings.invalid_link';
  return null;
}

/** The multipart body of `POST /api/setting/group/{group}`: only what the screen edits. */
export function formBody(defs: readonly SettingDef[], values: FormValues): FormData {
  const body = new FormData();
  for (const def of defs) {
    const value = values[def.name];
    if (value === undefined) continue;
    if (typeof value === 'boolean') body.set(def.name, value ? '1' : '0');
    else if (typeof value === 'string') body.set(def.name, value.trim());
    else if (value.file) body.set(def.name, value.file, value.file.name);
    else if (value.cleared) body.set(def.name, '');
  }
  return body;
}
