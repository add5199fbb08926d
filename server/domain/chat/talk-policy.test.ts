import { describe, expect, it } from 'vitest';
import { ROLE_TYPE, type UserKind } from '../../../schema';
import { INVERSE_RELATION, TALK_POLICY } from './talk-policy';

const kinds = Object.keys(ROLE_TYPE) as UserKind[];

describe('TALK_POLICY', () => {
  it('is symmetric: whoever may talk to a kind, that kind may talk back by the inverse relation', () => {
    for (const kind of kinds) {
      for (const rule of TALK_POLICY[kind]) {
        const back = TALK_POLICY[rule.with].find((r) => r.with === kind);
        expect(back, `${rule.with} → ${kind}`).toBeDefined();
        expect(back?.via, `${rule.with} → ${kind}`).toBe(
          rule.via === undefined ? undefined : INVERSE_RELATION[rule.via],
        );
      }
    }
  });

  it('lets admins talk to every kind, and everyone to admins', () => {
    expect(TALK_POLICY.admin.map((r) => r.with).sort()).toEqual([...kinds].sort());
    for (const kind of kinds)
      expect(TALK_POLICY[kind].find((r) => r.with === 'admin')?.via).toBeUndefined();
  });

  it('keeps learners to their own tutors and tutors to their own learners', () => {
    expect(TALK_POLICY.student.find((r) => r.with === 'employee')?.via).toBe('ownTutors');
    expect(TALK_POLICY.student.some((r) => r.with === 'student' || r.with === 'parent')).toBe(
      false,
    );
    expect(TALK_POLICY.employee.some((r) => r.with === 'employee')).toBe(false);
    expect(TALK_POLICY.parent.find((r) => r.with === 'employee')?.via).toBe('childrensTutors');
  });
});
