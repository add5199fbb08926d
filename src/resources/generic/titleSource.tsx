import { useLocaleState, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import type { Resource } from '../../../schema';
import { isLocale } from '../../lib/locale';
import { getResource } from '../../config';

/** The field naming a record of the resource in this language: its own, or the title. */
export const titleSourceIn = (r: Resource, locale: string): string =>
  (isLocale(locale) ? r.titleIn[locale] : undefined) ?? r.title;

const present = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/**
 * The name of a record in this language. A language's name may be empty (reference data from
 * before it had a Bangla name, docs/CONFIG.md): then the title names it, as in English.
 */
export function titleIn(r: Resource, record: object, locale: string): string {
  // Any record shape: rows of the generic API and answers of custom routes (the roster's statuses).
  const fields = record as Readonly<Record<string, unknown>>;
  const own = fields[titleSourceIn(r, locale)];
  if (present(own)) return String(own);
  const title = fields[r.title];
  return present(title) ? String(title) : '';
}

/** Names records of the resource (a key or API name) in the reader's language. */
export function useTitleIn(resource: string): (record: object) => string {
  const [locale = 'en'] = useLocaleState();
  const r = getResource(resource);
  return (record) => titleIn(r, record, locale);
}

/** The name of the record in context, in the reader's language. */
export function RecordTitle({ resource }: { resource: string }) {
  const record = useRecordContext();
  const name = useTitleIn(resource);
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {name(record)}
    </Typography>
  );
}
