import { describe, expect, it } from 'vitest';
import { compareQuestionPlaces } from './question-order';

const place = (
  id: number,
  sectionPosition: number | null,
  sectionId: number | null,
  moduleNumber: number | null,
  position: number | null,
) => ({ id, type: 'single', sectionPosition, sectionId, moduleNumber, position });

describe('the order of an exam’s questions', () => {
  it('goes by section, then module, then position, with questions outside modules last', () => {
    const questions = [
      place(1, null, null, null, 1),
      place(2, 2, 20, 1, 1),
      place(3, 1, 10, 2, 1),
      place(4, 1, 10, 1, 2),
      place(5, 1, 10, 1, 1),
      place(6, 1, 10, 1, null),
      place(7, 1, 10, 1, 1),
    ];
    expect(questions.sort(compareQuestionPlaces).map((q) => q.id)).toEqual([5, 7, 4, 6, 3, 2, 1]);
  });
});
