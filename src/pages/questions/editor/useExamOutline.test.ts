import { describe, expect, it } from 'vitest';
import { modulesInOrder } from './useExamOutline';

const sections = [
  { id: 1, name: 'Reading and Writing', name_bn: 'পঠন ও লিখন' },
  { id: 2, name: 'Math', name_bn: null },
];
const modules = [
  { id: 12, section_id: 1, number: 2, question_count: 27, time_limit_minutes: 32 },
  { id: 21, section_id: 2, number: 1, question_count: 22, time_limit_minutes: 35 },
  { id: 11, section_id: 1, number: 1, question_count: 27, time_limit_minutes: 32 },
];

describe('the question editor outline', () => {
  it('lists the modules section by section, each section named in the reader’s language, English where it has no Bangla name', () => {
    const bangla = modulesInOrder(sections, modules, 'bn');
    expect(bangla.map((m) => [m.id, m.sectionName])).toEqual([
      [11, 'পঠন ও লিখন'],
      [12, 'পঠন ও লিখন'],
      [21, 'Math'],
    ]);
    const english = modulesInOrder(sections, modules, 'en');
    expect(english.map((m) => m.sectionName)).toEqual([
      'Reading and Writing',
      'Reading and Writing',
      'Math',
    ]);
  });
});
