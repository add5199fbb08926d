/**
 * Lookup lists every install needs from the first start. Attendance statuses are the original
 * product's (Absent, Present, Late Present) plus Excused, which a rate should not count against a student,
 * each named in English and in Bangla.
 */
import type { Row } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

export async function seedLookups(create: Create): Promise<void> {
  const statuses = [
    {
      name: 'Present',
      name_bn: 'উপস্থিত',
      counts_as_present: true,
      excused: false,
      color: '#2e7d32',
    },
    {
      name: 'Late Present',
      name_bn: 'দেরিতে উপস্থিত',
      counts_as_present: true,
      excused: false,
      color: '#ed6c02',
    },
    {
      name: 'Absent',
      name_bn: 'অনুপস্থিত',
      counts_as_present: false,
      excused: false,
      color: '#d32f2f',
    },
    {
      name: 'Excused',
      name_bn: 'ছুটিপ্রাপ্ত',
      counts_as_present: false,
      excused: true,
      color: '#0288d1',
    },
  ];
  for (const status of statuses) await create('attendance-status', { ...status, is_active: true });
}
