/**
 * The settings screens (the general ones at /public/settings/generalSettings/*, the payment one
 * at its own address) and the `setting` rows (group, name) each one edits. Both the server (what
 * `PUT /api/setting/group/{group}` accepts) and the app (the forms) read this list.
 */
import type { FileField } from '../fields';

export type SettingKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'url'
  | 'link'
  | 'boolean'
  | 'date'
  | 'image'
  | 'reference'
  | 'integer'
  | 'money';

export interface SettingDef {
  name: string;
  kind: SettingKind;
  /** For text kinds: the most characters. */
  max?: number;
  /** For references: the resource whose record the setting names by id (empty: none). */
  reference?: string;
  /**
   * For integers and money: the smallest and largest value, money in major units (it is stored
   * in minor units).
   */
  range?: { min?: number; max?: number };
  required?: boolean;
  /** For images: what the upload may be (checked by content on the server). */
  file?: FileField;
  /** For images: width and height must be equal. */
  square?: boolean;
}

/** The logo fits within 150 × 100 pixels. */
export const LOGO_MAX = { width: 150, height: 100 };
/** A favicon is a small square. */
export const FAVICON_MAX = 512;

export const settingScreens = {
  webInfo: {
    group: 'general',
    settings: [
      { name: 'site_name', kind: 'text', max: 190, required: true },
      { name: 'tagline', kind: 'text', max: 190 },
      { name: 'email', kind: 'email', max: 190 },
      { name: 'phone', kind: 'phone', max: 30 },
      { name: 'address', kind: 'textarea', max: 500 },
      { name: 'opening_hours', kind: 'text', max: 190 },
      { name: 'footer_text', kind: 'textarea', max: 1000 },
      { name: 'copyright', kind: 'text', max: 190 },
    ],
  },
  logoFav: {
    group: 'general',
    settings: [
      {
        name: 'logo',
        kind: 'image',
        file: {
          type: 'image',
          maxKb: 512,
          accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
          maxWidth: LOGO_MAX.width,
          maxHeight: LOGO_MAX.height,
        },
      },
      {
        name: 'favicon',
        kind: 'image',
        square: true,
        file: {
          type: 'image',
          maxKb: 256,
          accept: ['image/png', 'image/x-icon', 'image/vnd.microsoft.icon'],
          maxWidth: FAVICON_MAX,
          maxHeight: FAVICON_MAX,
        },
      },
    ],
  },
  socialLinks: {
    group: 'social',
    settings: ['facebook', 'youtube', 'linkedin', 'instagram', 'twitter'].map((name) => ({
      name,
      kind: 'url',
      max: 500,
    })),
  },
  topAdd: {
    group: 'top_ad',
    settings: [
      { name: 'text', kind: 'text', max: 190 },
      { name: 'link', kind: 'link', max: 500 },
      { name: 'enabled', kind: 'boolean' },
      { name: 'starts_on', kind: 'date' },
      { name: 'ends_on', kind: 'date' },
    ],
  },
  // The centre's online payment (server/domain/payments/centre-payment-settings.ts reads it): the
  // account payments are recorded to (empty: online payment off), the least share of an order's
  // total one payment may be, and the fee of a tutoring request from the public site (0: none).
  payment: {
    group: 'payment',
    path: '/admin/payment-settings',
    settings: [
      { name: 'online_bank_account_id', kind: 'reference', reference: 'bank-account' },
      {
        name: 'online_minimum_percent',
        kind: 'integer',
        required: true,
        range: { min: 1, max: 100 },
      },
      { name: 'tutoring_request_fee', kind: 'money', range: { min: 0 } },
    ],
  },
} satisfies Record<string, SettingScreenDef>;

interface SettingScreenDef {
  group: string;
  /** Where the screen is, when not among the general settings (their menu group). */
  path?: string;
  settings: SettingDef[];
}

export type SettingScreen = keyof typeof settingScreens;
export const settingScreenNames = Object.keys(settingScreens) as SettingScreen[];

/** The screen's address: its own, or the general settings'. */
export const settingScreenPath = (screen: SettingScreen): string =>
  (settingScreens[screen] as SettingScreenDef).path ?? `/public/settings/generalSettings/${screen}`;

/** The general settings, listed together in the public site's menu group. */
export const generalSettingScreens = settingScreenNames.filter(
  (screen) => (settingScreens[screen] as SettingScreenDef).path === undefined,
);

/** Every setting a group may hold, from all the screens that edit it. */
export function settingsOfGroup(group: string): SettingDef[] {
  return Object.values(settingScreens)
    .filter((s) => s.group === group)
    .flatMap((s): SettingDef[] => s.settings);
}
