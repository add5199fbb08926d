import type { MenuGroup } from '../../../schema';

/** An ability check: passes only when the user holds this action on this subject. */
export interface Access {
  action: 'read' | 'create' | 'update' | 'delete';
  subject: string;
  /** The resource name, when the entry is a resource: the auth provider keys resources by it. */
  resource?: string;
}

/** Anything shown only to users holding its ability. */
export interface Guarded {
  key: string;
  access: Access;
}

/** One link of the sidebar: a configured resource or a custom page. */
export interface MenuEntry extends Guarded {
  group: MenuGroup;
  order: number;
  to: string;
  /** Material icon name, as in resources.config.ts. */
  icon: string;
  /** i18n key of the label. */
  label: string;
  /** Name of the dashboard counter shown as a badge (0 when absent). */
  badge?: string;
  /** Kinds of user (SessionUser.kind) that do not get this entry: they have a panel page for it. */
  hiddenFor?: readonly string[];
}

export interface MenuSection {
  group: MenuGroup;
  entries: MenuEntry[];
}
