/**
 * Checks what `checkResources` (names, API paths, references, list columns) cannot see from the
 * resources alone: the sidebar (resources' menu places beside the page list), the labels in every
 * language, the icons the app bundles, screen routes, default access, and form layouts. The server runs it at start; a unit test runs it over the real config. It
 * reports every problem at once, each naming what it is about.
 */
import { layoutLabelKeys, layoutProblems, MORE_SECTION_TITLE } from './form-layout';
import { menuGroups } from './menu';
import type { MenuEntry } from './menu-pages';
import { ConfigError, type Resource } from './resource';

/** A language's messages: nested objects whose leaves are the texts. */
export type Messages = { readonly [key: string]: unknown };

export interface CheckedConfig {
  resources: readonly Resource[];
  pages: readonly MenuEntry[];
  /** The icon names the app can draw. */
  iconNames: readonly string[];
  /** Messages by language code. */
  labels: Readonly<Record<string, Messages>>;
}

/** The text at a dotted key, or undefined when any step is missing or it is not a text. */
function textAt(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const step of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Messages)[step];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

const describePage = (page: MenuEntry) => `page "${page.to}"`;

function duplicates(entries: { value: string; who: string }[], what: string): string[] {
  const taken = new Map<string, string>();
  const problems: string[] = [];
  for (const { value, who } of entries) {
    const first = taken.get(value);
    if (first) problems.push(`${who}: ${what} "${value}" is already used by ${first}`);
    else taken.set(value, who);
  }
  return problems;
}

/** Two entries at one place of a group would sit in an order nobody chose. */
function menuPlaceProblems({ resources, pages }: CheckedConfig): string[] {
  const place = (group: string, order: number) => `${group} #${order}`;
  return duplicates(
    [
      ...resources.flatMap((r) =>
        r.menu ? [{ value: place(r.menu.group, r.menu.order), who: `resource "${r.name}"` }] : [],
      ),
      ...pages.map((p) => ({ value: place(p.group, p.order), who: describePage(p) })),
    ],
    'menu place',
  );
}

/**
 * Each resource's screen has its own route, and each page entry its own link. A page entry may
 * link to a resource's screen (a tutor's panel opens the homework list the admin reaches from
 * Courses), so a page sharing a resource's route is not a mistake.
 */
function routeProblems({ resources, pages }: CheckedConfig): string[] {
  return [
    ...duplicates(
      resources.flatMap((r) => (r.route ? [{ value: r.route, who: `resource "${r.name}"` }] : [])),
      'route',
    ),
    ...duplicates(
      pages.map((p) => ({ value: p.to, who: describePage(p) })),
      'route',
    ),
  ];
}

function iconProblems({ resources, pages, iconNames }: CheckedConfig): string[] {
  const known = new Set(iconNames);
  return [
    ...resources.flatMap((r) =>
      r.menu && !known.has(r.menu.icon)
        ? [`resource "${r.name}": menu icon "${r.menu.icon}" is not one the app knows`]
        : [],
    ),
    ...pages.flatMap((p) =>
      known.has(p.icon)
        ? []
        : [`${describePage(p)}: menu icon "${p.icon}" is not one the app knows`],
    ),
  ];
}

function labelProblems({ resources, pages, labels }: CheckedConfig): string[] {
  const problems: string[] = [];
  for (const [language, messages] of Object.entries(labels)) {
    const need = (who: string, what: string, key: string) => {
      if (textAt(messages, key) === undefined)
        problems.push(`${who}: no ${language} label for ${what} (${key})`);
    };
    for (const r of resources) {
      const who = `resource "${r.name}"`;
      need(who, 'its name', `resources.${r.name}.name`);
      for (const field of Object.keys(r.fields))
        need(who, `field "${field}"`, `resources.${r.name}.fields.${field}`);
      for (const column of Object.keys(r.list.computed))
        need(who, `list column "${column}"`, `resources.${r.name}.fields.${column}`);
      for (const key of layoutLabelKeys(r)) need(who, 'a form layout title', key);
    }
    if (resources.some((r) => r.form))
      need('form layout', 'the section of fields a layout leaves out', MORE_SECTION_TITLE);
    for (const group of menuGroups)
      need(`menu group "${group}"`, 'its name', `menu.groups.${group}`);
    for (const page of pages) need(describePage(page), 'its menu entry', page.label);
  }
  return problems;
}

/** Resources that share a subject share its permissions, so their defaults must agree. */
function defaultAccessProblems({ resources }: CheckedConfig): string[] {
  const bySubject = new Map<string, Resource>();
  const problems: string[] = [];
  const shape = (r: Resource) =>
    JSON.stringify(
      Object.entries(r.defaultAccess)
        .filter(([, actions]) => actions && actions.length > 0)
        .map(([kind, actions]) => [kind, [...(actions ?? [])].sort()])
        .sort(),
    );
  for (const r of resources) {
    const first = bySubject.get(r.subject);
    if (!first) bySubject.set(r.subject, r);
    else if (shape(first) !== shape(r))
      problems.push(
        `resource "${r.name}": default access differs from resource "${first.name}", which shares its subject "${r.subject}"`,
      );
  }
  return problems;
}

/** The permission matrix lays rows out by their subject and action: the target must have both. */
function inputProblems({ resources }: CheckedConfig): string[] {
  const hasSubjectAndAction = (name: string) => {
    const fields = resources.find((target) => target.name === name)?.fields ?? {};
    return 'subject' in fields && 'action' in fields;
  };
  return resources.flatMap((r) =>
    Object.entries(r.fields).flatMap(([name, def]) =>
      def.type === 'references' &&
      def.input === 'permissionMatrix' &&
      !hasSubjectAndAction(def.resource)
        ? [
            `resource "${r.name}": field "${name}" uses the permission matrix but references "${def.resource}", whose rows have no subject and action`,
          ]
        : [],
    ),
  );
}

/**
 * A default from a chosen reference names a reference field of its own, own fields a form
 * offers, and fields of the referenced resource of the same type (a date from a date).
 */
function referenceDefaultProblems({ resources }: CheckedConfig): string[] {
  return resources.flatMap((r) =>
    r.defaultsFrom.flatMap(({ reference, defaults }) => {
      const who = `resource "${r.name}": default from "${reference}"`;
      const ref = Object.hasOwn(r.fields, reference) ? r.fields[reference] : undefined;
      if (ref?.type !== 'reference') return [`${who} is not a reference field`];
      const target = resources.find((t) => t.name === ref.resource);
      if (!target) return [`${who} references unknown resource "${ref.resource}"`];
      return Object.entries(defaults).flatMap(([own, theirs]) => {
        const mine = Object.hasOwn(r.fields, own) ? r.fields[own] : undefined;
        const source = Object.hasOwn(target.fields, theirs) ? target.fields[theirs] : undefined;
        if (!mine || mine.readOnly) return [`${who}: "${own}" is not a field its forms offer`];
        if (!source) return [`${who}: "${target.name}" has no field "${theirs}"`];
        if (source.type !== mine.type)
          return [`${who}: "${own}" (${mine.type}) cannot start from "${theirs}" (${source.type})`];
        return [];
      });
    }),
  );
}

export function configProblems(config: CheckedConfig): string[] {
  return [
    ...menuPlaceProblems(config),
    ...routeProblems(config),
    ...iconProblems(config),
    ...labelProblems(config),
    ...defaultAccessProblems(config),
    ...config.resources.flatMap(layoutProblems),
    ...inputProblems(config),
    ...referenceDefaultProblems(config),
  ];
}

/** Throws one ConfigError listing every problem, so a start fails loudly with all of them. */
export function checkConfig(config: CheckedConfig): void {
  const problems = configProblems(config);
  if (problems.length > 0)
    throw new ConfigError(
      `The config has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`,
    );
}
