import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources.config';
import { allPermissions, defaultAbilities, PAGE_SUBJECTS } from './default-abilities';

const keys = (pairs: { action: string; subject: string }[]) =>
  new Set(pairs.map((p) => `${p.action}:${p.subject}`));

describe('abilities of a fresh install', () => {
  it('lists every action on every resource subject and page subject, once', () => {
    const all = allPermissions();
    expect(keys(all).size).toBe(all.length);
    for (const subject of [...PAGE_SUBJECTS, ...resources.map((r) => r.subject)]) {
      for (const action of ['read', 'create', 'update', 'delete'])
        expect(keys(all)).toContain(`${action}:${subject}`);
    }
  });

  it('gives admins everything', () => {
    expect(keys(defaultAbilities('admin'))).toEqual(keys(allPermissions()));
  });

  it('gives every other kind its own panel and the dashboard, and nothing of the back office', () => {
    const panels = { employee: 'Employee', student: 'Student', parent: 'Parent' } as const;
    for (const kind of ['employee', 'student', 'parent', 'affiliation'] as const) {
      const granted = keys(defaultAbilities(kind));
      expect(granted).toContain('read:Auth');
      if (kind !== 'affiliation') expect(granted).toContain(`read:${panels[kind]}`);
      for (const resource of resources.filter((r) => r.subject !== 'Setting')) {
        expect(
          [...granted].some((k) => k.endsWith(`:${resource.subject}`)),
          `${kind} on ${resource.subject}`,
        ).toBe(false);
      }
      expect(granted).not.toContain('read:Admin');
    }
  });
});
