import { describe, expect, it } from 'vitest';
import { partQuestionIds, planParts, totalMinutes } from './plan';
import type { FormModule, QuestionRef } from './records';

const module = (id: number, section: string, number: number, minutes: number): FormModule => ({
  id,
  test_form_id: 1,
  section_name: section,
  section_name_bn: null,
  number,
  time_limit_minutes: minutes,
});
const question = (id: number, module_id: number | null, position: number | null): QuestionRef => ({
  id,
  exam_id: 9,
  module_id,
  position,
});

const modules = [
  module(10, 'Reading and Writing', 1, 32),
  module(11, 'Reading and Writing', 2, 32),
  module(20, 'Math', 1, 35),
  module(21, 'Math', 2, 35),
];

describe('planning the parts of an attempt', () => {
  it('takes a SAT test module by module in the form’s order, leaving out empty modules', () => {
    const questions = [
      question(1, 20, 2),
      question(2, 10, 1),
      question(3, 20, 1),
      question(4, 21, null),
    ];
    const plan = planParts({ type: 2, duration_minutes: null }, questions, modules);
    expect(plan.map((p) => [p.module_id, p.section_name, p.module_number, p.question_ids])).toEqual(
      [
        [10, 'Reading and Writing', 1, [2]],
        [20, 'Math', 1, [3, 1]],
        [21, 'Math', 2, [4]],
      ],
    );
    expect(plan.map((p) => p.time_limit_minutes)).toEqual([32, 35, 35]);
    expect(totalMinutes(plan)).toBe(102);
  });

  it('leaves SAT questions without a module out of every part', () => {
    expect(partQuestionIds({ type: 2 }, [question(1, null, 1)], null)).toEqual([]);
    expect(planParts({ type: 2, duration_minutes: null }, [question(1, null, 1)], modules)).toEqual(
      [],
    );
  });

  it('makes a regular exam one part of all its questions, timed by its duration or not at all', () => {
    const questions = [question(5, null, 2), question(6, null, null), question(4, null, 2)];
    const [part, ...rest] = planParts({ type: 1, duration_minutes: 40 }, questions, modules);
    expect(rest).toEqual([]);
    expect(part).toMatchObject({
      module_id: null,
      question_ids: [4, 5, 6],
      time_limit_minutes: 40,
    });
    const untimed = planParts({ type: 1, duration_minutes: null }, questions, []);
    expect(totalMinutes(untimed)).toBeNull();
    expect(planParts({ type: 1, duration_minutes: 40 }, [], [])).toEqual([]);
  });
});
