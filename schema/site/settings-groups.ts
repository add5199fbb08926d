/**
 * The general-settings screens (/public/settings/generalSettings/*) and the `setting` rows
 * (group, name) each one edits. Both the server (what `PUT /api/setting/group/{group}` accepts)
 * and the app (the forms) read this list.
 */
import type { FileField } from '../fields';

export type SettingKind =
  'text' | 'textarea' | 'email' | 'phone' | 'url' | 'link' | 'boolean' | 'date' | 'image';

export interface SettingDef {
  name: string;
  kind: SettingKind;
  max?: number;
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
} satisfies Record<string, { group: string; settings: SettingDef[] }>;

export type SettingScreen = keyof typeof settingScreens;
export const settingScreenNames = Object.keys(settingScreens) as SettingScreen[];

/** Every setting a group may hold, from all the screens that edit it. */
export function settingsOfGroup(group: string): SettingDef[] {
  return Object.values(settingScreens)
    .filter((s) => s.group === group)
    .flatMap((s): SettingDef[] => s.settings);
}
