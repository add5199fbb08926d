import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, htmlToPlain, payloadOf, plainToHtml, withType } from './draft';

describe('question drafts', () => {
  it('start with four blank options for multiple choice and none for typed answers', () => {
    expect(emptyDraft(3, 8).options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
    expect(emptyDraft(3, null, 'grid_in')).toMatchObject({
      options: [],
      module_id: null,
      marks: 1,
    });
  });

  it('keep option text as typed, escaped when stored and read back', () => {
    expect(plainToHtml(' $a < b$ & "c" ')).toBe('$a &lt; b$ &amp; &quot;c&quot;');
    expect(htmlToPlain('<p>$a &lt; b$ &amp; c</p>')).toBe('$a < b$ & c');
  });

  it('read a stored question and send it back unchanged in substance', () => {
    const record = {
      id: 5,
      exam_id: 3,
      module_id: 8,
      type: 'single',
      passage: null,
      stem: '<p>If $2x = 6$…</p>',
      options: [
        { key: 'A', text: '<p>1</p>' },
        { key: 'B', text: '3' },
      ],
      answers: ['B'],
      marks: 1,
      explanation: null,
      quality: 'hard',
      tags: 'Algebra',
      sub_score_id: null,
      cross_test_id: 12,
    };
    const draft = draftOf(record);
    expect(draft).toMatchObject({
      passage: '',
      quality: 'hard',
      options: [
        { key: 'A', text: '1' },
        { key: 'B', text: '3' },
      ],
    });
    const { id: _id, ...stored } = record;
    expect(payloadOf(draft)).toEqual({
      ...stored,
      options: [
        { key: 'A', text: '1' },
        { key: 'B', text: '3' },
      ],
    });
  });

  it('send no options for a typed answer, and only marked keys that are options', () => {
    const gridIn = {
      ...emptyDraft(3, 8, 'grid_in'),
      stem: '<p>x</p>',
      answers: [' 3/4 ', '', '.75'],
    };
    expect(payloadOf(gridIn)).toMatchObject({ options: null, answers: ['3/4', '.75'] });
    const choice = {
      ...emptyDraft(3, null),
      answers: ['B', 'H'],
      tags: '  ',
      quality: '' as const,
    };
    expect(payloadOf(choice)).toMatchObject({ answers: ['B'], tags: null, quality: null });
  });

  it('start options or accepted answers afresh when the kind of answer changes', () => {
    const choice = { ...emptyDraft(3, null), answers: ['A', 'C'], type: 'multiple' as const };
    expect(withType(choice, 'single').answers).toEqual(['A']);
    expect(withType(choice, 'short')).toMatchObject({ options: [], answers: [] });
    expect(
      withType({ ...emptyDraft(3, null, 'short'), answers: ['x'] }, 'single').options,
    ).toHaveLength(4);
  });
});
