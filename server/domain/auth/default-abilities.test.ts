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

  it('gives every other kind its panel and the dashboard, and of the back office only rows its scope narrows', () => {
    const panels = { employee: 'Employee', student: 'Student', parent: 'Parent' } as const;
    // Lookup lists everybody reads, whose rows belong to nobody in particular.
    const sharedLookups = [
      'Setting',
      'AttendanceStatus',
      'SatTestForm',
      'SatScale',
      'SatSection',
      'BasicList',
    ];
    // Beyond filing (create), what each kind changes: a tutor their classes' work, a student
    // their own homework submission.
    const changes: Record<string, string[]> = {
      employee: [
        'Attendance',
        'HomeWork',
        'CourseMaterial',
        'Exam',
        'ExamQuestion',
        'ExamResult',
        'StudentHomeWork',
      ],
      student: ['StudentHomeWork'],
      parent: [],
      affiliation: [],
    };
    for (const kind of ['employee', 'student', 'parent', 'affiliation'] as const) {
      const granted = defaultAbilities(kind);
      expect(keys(granted)).toContain('read:Auth');
      if (kind !== 'affiliation') expect(keys(granted)).toContain(`read:${panels[kind]}`);
      expect(keys(granted)).not.toContain('read:Admin');
      for (const { action, subject } of granted) {
        const scoped = resources.filter((r) => r.subject === subject);
        if (scoped.length === 0) continue;
        if (sharedLookups.includes(subject)) {
          expect(action, `${kind} may ${action} ${subject}`).toBe('read');
          continue;
        }
        for (const resource of scoped)
          expect(resource.scope[kind], `${kind} on ${subject} needs a row scope`).toBeDefined();
        if (!['read', 'create'].includes(action))
          expect(changes[kind], `${kind} may ${action} ${subject}`).toContain(subject);
      }
    }
  });
});
