import { describe, expect, it } from 'vitest';
import { groupByCourse } from './groupByCourse';

describe('materials by course', () => {
  it('groups in course order, keeping each course’s items in list order', () => {
    const items = [
      { id: 1, course_id: 7 },
      { id: 2, course_id: 3 },
      { id: 3, course_id: 7 },
      { id: 4, course_id: 9 },
    ];
    expect(groupByCourse(items, [3, 7])).toEqual([
      { courseId: 3, items: [items[1]] },
      { courseId: 7, items: [items[0], items[2]] },
      { courseId: 9, items: [items[3]] },
    ]);
  });
});
