import type { FieldDef, Resource } from '../../../schema';
import { writableFields } from '../../config';

/** What react-admin's FileInput/ImageInput holds for a newly picked file. */
interface PickedFile {
  rawFile: File;
}

const isPickedFile = (v: unknown): v is PickedFile =>
  v !== null && typeof v === 'object' && 'rawFile' in v && (v as PickedFile).rawFile instanceof File;

function scalar(value: unknown): string {
  if (value === null || value === undefined) return ''; // the contract reads '' as null
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function appendValue(form: FormData, name: string, def: FieldDef, value: unknown): void {
  if (def.type === 'file' || def.type === 'image') {
    if (isPickedFile(value)) form.append(name, value.rawFile, value.rawFile.name);
    else if (value === null || value === undefined || value === '') form.append(name, '');
    // else: the stored path, unchanged: not sent, so the server keeps the file.
    return;
  }
  if (def.type === 'json') {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value ?? null));
    return;
  }
  if (Array.isArray(value)) {
    // An empty list is sent as '' (null), since `field[]` with no items cannot be encoded.
    if (value.length === 0) form.append(name, '');
    value.forEach((item, i) => form.append(`${name}[${i}]`, scalar(item)));
    return;
  }
  form.append(name, scalar(value));
}

/**
 * Laravel-style form body for create and update (docs/API.md): only the config's writable fields,
 * booleans 1/0, arrays `field[0]`, files as parts. On update, fields absent from the record are
 * left out (the server changes only what is sent) and an empty password means "keep".
 */
export function toFormBody(
  r: Resource,
  data: Record<string, unknown>,
  mode: 'create' | 'update',
): FormData {
  const form = new FormData();
  for (const [name, def] of writableFields(r)) {
    if (!(name in data)) continue;
    const value = data[name];
    if (def.type === 'password' && (value === '' || value === null || value === undefined)) {
      if (mode === 'update') continue;
    }
    appendValue(form, name, def, value);
  }
  if (mode === 'update') form.append('_method', 'PUT');
  return form;
}
