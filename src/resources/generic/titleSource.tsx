import { TextField, useLocaleState } from 'react-admin';
import type { Resource } from '../../../schema';
import { isLocale } from '../../lib/locale';
import { getResource } from '../../config';

/** The field naming a record of the resource in this language: its own, or the title. */
export const titleSourceIn = (r: Resource, locale: string): string =>
  (isLocale(locale) ? r.titleIn[locale] : undefined) ?? r.title;

/** The field naming a record of the resource (a key or API name) in the reader's language. */
export function useTitleSource(resource: string): string {
  const [locale = 'en'] = useLocaleState();
  return titleSourceIn(getResource(resource), locale);
}

/** The name of the record in context, in the reader's language. */
export function RecordTitle({ resource }: { resource: string }) {
  return <TextField source={useTitleSource(resource)} />;
}
