import type { Row } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

/**
 * General settings (SPEC 3: group, name, value). `general.logo` is empty until an admin uploads
 * one, so the app shows its text fallback.
 */
const SETTINGS: [group: string, name: string, value: string][] = [
  ['general', 'site_name', 'Academy Admin'],
  ['general', 'tagline', 'Find the Best Course for Your Child'],
  ['general', 'logo', ''],
  ['general', 'favicon', ''],
  ['general', 'email', 'hello@academy.test'],
  ['general', 'phone', '+880 1711-000000'],
  ['general', 'address', 'House 12, Road 5, Dhanmondi, Dhaka 1205'],
  ['social', 'facebook', 'https://www.facebook.com/'],
  ['social', 'youtube', 'https://www.youtube.com/'],
  ['social', 'linkedin', 'https://www.linkedin.com/'],
  ['top_ad', 'text', 'SAT winter bootcamp: enrolment open'],
  ['top_ad', 'link', '/courses'],
  ['top_ad', 'enabled', '1'],
];

export async function seedSettings(create: Create): Promise<void> {
  for (const [group, name, value] of SETTINGS) await create('setting', { group, name, value });
}
