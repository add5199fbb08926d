import { describe, expect, it } from 'vitest';
import { resourcesByName } from '../../../../resources.config';
import { toCsv } from './csvExporter';

describe('toCsv', () => {
  it('heads id and the list columns with translated labels and quotes what needs it', () => {
    const bank = resourcesByName.get('bank')!;
    const labels: Record<string, string> = {
      'screens.id': 'ID',
      'resources.bank.fields.name': 'Name',
      'resources.bank.fields.name_bn': 'Name in Bangla',
      'resources.bank.fields.is_active': 'Active',
    };
    const csv = toCsv(
      bank,
      [{ id: 1, name: 'City, "Main"', name_bn: 'সিটি', is_active: true }],
      (k) => labels[k] ?? k,
    );
    expect(csv.split('\r\n')).toEqual([
      'ID,Name,Name in Bangla,Active',
      '1,"City, ""Main""",সিটি,true',
    ]);
  });

  it('never exports password columns', () => {
    const users = resourcesByName.get('users')!;
    const header = toCsv(users, [], (k) => k).split('\r\n')[0];
    expect(header).not.toContain('password');
    expect(header).toContain('resources.users.fields.email');
  });
});
