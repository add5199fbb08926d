import type { Row } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

/**
 * General settings, rows of group, name and value. `general.logo` is empty until an admin uploads
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
  ['general', 'opening_hours', 'Saturday to Thursday, 9 am to 8 pm'],
  ['general', 'footer_text', 'SAT, admission and school tutoring in Dhaka since 2014.'],
  ['general', 'copyright', '© Academy Admin'],
  ['social', 'facebook', 'https://www.facebook.com/'],
  ['social', 'youtube', 'https://www.youtube.com/'],
  ['social', 'linkedin', 'https://www.linkedin.com/'],
  ['social', 'instagram', ''],
  ['social', 'twitter', ''],
  ['top_ad', 'text', 'SAT winter bootcamp: enrolment open'],
  ['top_ad', 'link', '/courses'],
  ['top_ad', 'enabled', '1'],
  ['top_ad', 'starts_on', ''],
  ['top_ad', 'ends_on', ''],
];

export async function seedSettings(create: Create): Promise<void> {
  for (const [group, name, value] of SETTINGS) await create('setting', { group, name, value });
}
