/**
 * How a resource's form arranges its fields: titled sections of rows, optionally split into tabs.
 * A resource that declares no layout gets one from its field types (`defaultRows`). The rules are
 * written out in docs/CONFIG.md, "Form layout".
 */
import type { FieldDef } from './fields';

/** One field alone (the full width), or fields side by side on wide screens. */
export type LayoutRow<K extends string = string> = K | readonly K[];

export interface LayoutSection<K extends string = string> {
  /** Heading key `formLayout.{resource}.sections.{name}`; a section without one has no heading. */
  name?: string;
  rows: readonly LayoutRow<K>[];
}

export interface LayoutTab<K extends string = string> {
  /** Tab label key `formLayout.{resource}.tabs.{name}`. */
  name: string;
  sections: readonly LayoutSection<K>[];
}

/** Sections on one page, or tabs of sections for a form too long for one. */
export type FormLayout<K extends string = string> =
  { sections: readonly LayoutSection<K>[] } | { tabs: readonly LayoutTab<K>[] };

/** A section as screens draw it: its heading's i18n key and its rows of field names. */
export interface PlacedSection {
  title: string | undefined;
  rows: string[][];
}

export interface PlacedTab {
  title: string;
  sections: PlacedSection[];
}

export type PlacedLayout =
  { kind: 'sections'; sections: PlacedSection[] } | { kind: 'tabs'; tabs: PlacedTab[] };

/** Heading of the section that takes the fields a declared layout does not place. */
export const MORE_SECTION_TITLE = 'formLayout.more';

/** The longest plain text that still fits half a row. */
const SHORT_TEXT_MAX = 190;

/**
 * Whether a field fits half a row: a value typed or picked in a line (short text, number, money,
 * date, time, choice, switch, one reference). Long text, rich text, JSON, files, images and
 * many-references need the full width.
 */
export function isShortField(def: FieldDef): boolean {
  switch (def.type) {
    case 'text':
    case 'email':
    case 'phone':
    case 'color':
    case 'password':
      return (def.max ?? SHORT_TEXT_MAX) <= SHORT_TEXT_MAX;
    case 'integer':
    case 'money':
    case 'boolean':
    case 'date':
    case 'datetime':
    case 'time':
    case 'choice':
    case 'reference':
      return true;
    case 'link':
    case 'textarea':
    case 'richText':
    case 'json':
    case 'references':
    case 'image':
    case 'file':
      return false;
  }
}

/** In the given order: consecutive short fields two to a row, every other field a row of its own. */
export function defaultRows(fields: readonly (readonly [string, FieldDef])[]): string[][] {
  const rows: string[][] = [];
  let open: string[] | undefined;
  for (const [name, def] of fields) {
    if (!isShortField(def)) {
      rows.push([name]);
      open = undefined;
    } else if (open && open.length < 2) {
      open.push(name);
      open = undefined;
    } else {
      open = [name];
      rows.push(open);
    }
  }
  return rows;
}

/** Every field name a layout places, in order, repeats included. */
export function placedFields(layout: FormLayout): string[] {
  const sections = 'tabs' in layout ? layout.tabs.flatMap((t) => t.sections) : layout.sections;
  return sections.flatMap((s) => s.rows.flatMap((row) => (typeof row === 'string' ? [row] : row)));
}

interface LaidOutResource {
  name: string;
  form?: FormLayout | undefined;
}

/**
 * The layout a screen draws for the given fields (a form's writable fields, a show page's
 * displayed ones), in their order. Names outside them are dropped, and rows, sections and tabs
 * left empty with them. Without a declared layout: one untitled section by the default rule. With
 * one: any given field it does not place joins a last section, "More details", by the default
 * rule (on the last tab when tabbed).
 */
export function placeFields(
  r: LaidOutResource,
  fields: readonly (readonly [string, FieldDef])[],
): PlacedLayout {
  if (!r.form) return { kind: 'sections', sections: sectionsOf([undefined, defaultRows(fields)]) };
  const given = new Map(fields);
  const placed = new Set(placedFields(r.form));
  const rest = defaultRows(fields.filter(([name]) => !placed.has(name)));
  const more: [string | undefined, string[][]] = [MORE_SECTION_TITLE, rest];
  const rowsOf = (s: LayoutSection) =>
    s.rows
      .map((row) => (typeof row === 'string' ? [row] : [...row]).filter((n) => given.has(n)))
      .filter((row) => row.length > 0);
  const declared = (sections: readonly LayoutSection[]) =>
    sections.map((s): [string | undefined, string[][]] => [
      s.name === undefined ? undefined : `formLayout.${r.name}.sections.${s.name}`,
      rowsOf(s),
    ]);
  if ('sections' in r.form)
    return { kind: 'sections', sections: sectionsOf(...declared(r.form.sections), more) };
  const tabs = r.form.tabs.map((t, i, all) => ({
    title: `formLayout.${r.name}.tabs.${t.name}`,
    sections: sectionsOf(...declared(t.sections), ...(i === all.length - 1 ? [more] : [])),
  }));
  return { kind: 'tabs', tabs: tabs.filter((t) => t.sections.length > 0) };
}

function sectionsOf(...sections: [string | undefined, string[][]][]): PlacedSection[] {
  return sections.filter(([, rows]) => rows.length > 0).map(([title, rows]) => ({ title, rows }));
}

/**
 * What is wrong with a resource's declared layout: a name that is not one of its fields, a field
 * placed twice, a field its forms offer (not read-only) left out.
 */
export function layoutProblems(r: {
  name: string;
  fields: Readonly<Record<string, FieldDef>>;
  form?: FormLayout | undefined;
}): string[] {
  if (!r.form) return [];
  const who = `resource "${r.name}"`;
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const name of placedFields(r.form)) {
    if (!(name in r.fields)) problems.push(`${who}: form layout names unknown field "${name}"`);
    else if (seen.has(name)) problems.push(`${who}: form layout places field "${name}" twice`);
    seen.add(name);
  }
  for (const [name, def] of Object.entries(r.fields))
    if (def.readOnly !== true && !seen.has(name))
      problems.push(`${who}: form layout leaves out field "${name}"`);
  return problems;
}

/** The i18n keys of a declared layout's section and tab titles. */
export function layoutLabelKeys(r: { name: string; form?: FormLayout | undefined }): string[] {
  if (!r.form) return [];
  const sectionKeys = (sections: readonly LayoutSection[]) =>
    sections.flatMap((s) =>
      s.name === undefined ? [] : [`formLayout.${r.name}.sections.${s.name}`],
    );
  if ('sections' in r.form) return sectionKeys(r.form.sections);
  return r.form.tabs.flatMap((t) => [
    `formLayout.${r.name}.tabs.${t.name}`,
    ...sectionKeys(t.sections),
  ]);
}
