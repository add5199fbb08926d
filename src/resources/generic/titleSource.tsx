import type { ReactElement } from 'react';
import { useLocaleState, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import type { FieldDef, Resource } from '../../../schema';
import { composedTitleIn } from '../../lib/format';
import { isLocale } from '../../lib/locale';
import { getResource } from '../../config';
import { Verbatim } from '../../lib/Verbatim';

/** The field naming a record of the resource in this language: its own, or the title. */
export const titleSourceIn = (r: Resource, locale: string): string =>
  (isLocale(locale) ? r.titleIn[locale] : undefined) ?? r.title;

const present = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

const TEXT_TYPES: ReadonlySet<FieldDef['type']> = new Set([
  'text',
  'textarea',
  'phone',
  'email',
  'link',
  'color',
  'json',
  'richText',
]);

/**
 * Whether the field holds text shown as a person typed it: a text the form takes. A read-only
 * text is the server's (a label it composes) and is not.
 */
export const isTypedText = (def: FieldDef | undefined): boolean =>
  def !== undefined && TEXT_TYPES.has(def.type) && def.readOnly !== true;

/** What a record's name is made of: names quoted as people typed them, and a value the app wrote. */
export interface TitleParts {
  quoted: string;
  /** The composed title's last value in the reader's language, with its " · "; else empty. */
  value: string;
  /** Whether `quoted` is only names people typed, shown as they typed them. */
  typed: boolean;
}

/**
 * A title split where the value it ends with begins (docs/CONFIG.md "Composed titles"), that
 * value in the reader's language. A label that does not end in the row's value (the value is
 * missing from the row, or the row changed since) is shown whole, as stored, and not as typed
 * text: where its names end is unknown.
 */
function partsOf(
  r: Resource,
  title: string,
  fields: Readonly<Record<string, unknown>>,
  typed: boolean,
  locale: string,
): TitleParts {
  const ending = r.composedTitle?.endsWith;
  if (!ending) return { quoted: title, value: '', typed };
  const split = composedTitleIn(ending, title, fields, locale);
  if (!split) return { quoted: title, value: '', typed: false };
  return { quoted: split.names, value: ` · ${split.ending}`, typed };
}

/** The name of a record in this language, as the names it quotes and the value it ends with. */
export function titlePartsIn(r: Resource, record: object, locale: string): TitleParts {
  // Any record shape: rows of the generic API and answers of custom routes (the roster's statuses).
  const fields = record as Readonly<Record<string, unknown>>;
  const own = fields[titleSourceIn(r, locale)];
  // A language's own name is typed (titleIn names a field the centre fills).
  if (present(own)) return partsOf(r, String(own), fields, true, locale);
  const title = fields[r.title];
  const typed = r.composedTitle !== undefined || isTypedText(r.fields[r.title]);
  return present(title)
    ? partsOf(r, String(title), fields, typed, locale)
    : { quoted: '', value: '', typed: false };
}

/**
 * The name of a record in this language. A language's name may be empty (reference data from
 * before it had a Bangla name, docs/CONFIG.md): then the title names it, as in English.
 */
export function titleIn(r: Resource, record: object, locale: string): string {
  const { quoted, value } = titlePartsIn(r, record, locale);
  return `${quoted}${value}`;
}

/** Names records of the resource (a key or API name) in the reader's language. */
export function useTitleIn(resource: string): (record: object) => string {
  const [locale = 'en'] = useLocaleState();
  const r = getResource(resource);
  return (record) => titleIn(r, record, locale);
}

/**
 * A composed title's parts, the quoted names marked as typed text; a title of typed text (not
 * composed by the server) is typed text whole.
 */
export function TitleText({ r, record }: { r: Resource; record: object }) {
  const [locale = 'en'] = useLocaleState();
  return (
    <Typography component="span" variant="body2">
      <TitlePartsText {...titlePartsIn(r, record, locale)} />
    </Typography>
  );
}

/** A name's parts as text in the surrounding type, the quoted names marked if typed. */
export function TitlePartsText({ quoted, value, typed }: TitleParts) {
  return (
    <>
      {typed ? <Verbatim>{quoted}</Verbatim> : quoted}
      {value}
    </>
  );
}

/** The name of the record in context, in the reader's language. */
export function RecordTitle({ resource }: { resource: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <TitleText r={getResource(resource)} record={record} />;
}

/**
 * A list cell's or show field's display of `source` when it is a title the server composes: the
 * record's title, its value in the reader's language; undefined for any other field.
 */
export const composedTitleField = (r: Resource, source: string): ReactElement | undefined =>
  source === r.title && r.composedTitle ? <RecordTitle resource={r.name} /> : undefined;
