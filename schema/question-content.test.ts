import { describe, expect, it } from 'vitest';
import { hasContent, questionProblems, type QuestionContent } from './question-content';

const regular = { exam: 'regular' } as const;
const digital = { exam: 'sat', form: 'digital' } as const;
const legacy = { exam: 'sat', form: 'legacy' } as const;

const abcd = ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `<p>Option ${key}</p>` }));
const single = (over: Partial<QuestionContent> = {}): QuestionContent => ({
  type: 'single',
  stem: '<p>What is $x$?</p>',
  options: abcd,
  answers: ['B'],
  ...over,
});
const codes = (
  content: QuestionContent,
  setting = regular as Parameters<typeof questionProblems>[1],
) => questionProblems(content, setting).map((p) => `${p.field}:${p.code}`);

describe('hasContent', () => {
  it('sees text, formulas and images, not empty markup', () => {
    expect(hasContent('<p>$x^2$</p>')).toBe(true);
    expect(hasContent('<p><img src="data:image/png;base64,AA"></p>')).toBe(true);
    expect(hasContent('<p></p>')).toBe(false);
    expect(hasContent('<p>&nbsp; </p>')).toBe(false);
    expect(hasContent(null)).toBe(false);
  });
});

describe('questionProblems', () => {
  it('finds nothing wrong with a sound question of each type', () => {
    expect(codes(single())).toEqual([]);
    expect(codes(single({ type: 'multiple', answers: ['A', 'C'] }))).toEqual([]);
    expect(codes(single({ type: 'short', options: null, answers: ['Dhaka'] }))).toEqual([]);
    expect(
      codes(single({ type: 'grid_in', options: null, answers: ['3/4', '.75'] }), digital),
    ).toEqual([]);
    expect(codes(single(), digital)).toEqual([]);
  });

  it('needs a stem with something in it', () => {
    expect(codes(single({ stem: '<p> </p>' }))).toEqual(['stem:stem_empty']);
  });

  it('keeps short answers out of SAT tests, and grid-in to them', () => {
    expect(codes(single({ type: 'multiple', answers: ['A', 'C'] }), digital)).toEqual([]);
    expect(codes(single({ type: 'short', options: null, answers: ['x'] }), legacy)).toEqual([
      'type:type_not_sat',
    ]);
    expect(codes(single({ type: 'grid_in', options: null, answers: ['1'] }))).toEqual([
      'type:type_sat_only',
    ]);
  });

  it('needs 2 to 10 options with unique keys A–J and text', () => {
    expect(codes(single({ options: [abcd[0]], answers: ['A'] }))).toEqual([
      'options:options_count',
    ]);
    const eleven = 'ABCDEFGHIJ'.split('').map((key) => ({ key, text: key }));
    expect(
      codes(single({ options: [...eleven, { key: 'J', text: 'again' }], answers: ['A'] })),
    ).toEqual(['options:options_count', 'options:option_key_repeated']);
    expect(codes(single({ options: [...abcd, { key: 'K', text: 'k' }] }))).toEqual([
      'options:option_key',
    ]);
    expect(
      codes(single({ options: [...abcd.slice(0, 3), { key: 'D', text: '<p></p>' }] })),
    ).toEqual(['options:option_text_empty']);
    expect(codes(single({ options: 'A, B' }))).toContain('options:options_format');
    expect(codes(single({ options: [{ key: 'A' }, { key: 'B' }] }))).toContain(
      'options:options_format',
    );
  });

  it('takes correct keys only from the options, one for single and at least one for multiple', () => {
    expect(codes(single({ answers: ['E'] }))).toEqual(['answers:answer_not_option']);
    expect(codes(single({ answers: ['A', 'B'] }))).toEqual(['answers:single_needs_one']);
    expect(codes(single({ answers: [] }))).toEqual(['answers:single_needs_one']);
    expect(codes(single({ type: 'multiple', answers: [] }))).toEqual([
      'answers:multiple_needs_one',
    ]);
    expect(codes(single({ type: 'multiple', answers: ['A', 'A'] }))).toEqual([
      'answers:answer_repeated',
    ]);
    expect(codes(single({ answers: 'B' }))).toEqual(['answers:answers_format']);
  });

  it('needs an accepted text for a short answer, and no options', () => {
    expect(codes(single({ type: 'short', options: null, answers: [' '] }))).toEqual([
      'answers:typed_needs_answer',
    ]);
    expect(codes(single({ type: 'short', answers: ['x'] }))).toEqual(['options:options_not_used']);
    expect(codes(single({ type: 'short', options: [], answers: ['Dhaka', 'dhaka'] }))).toEqual([
      'answers:answer_repeated',
    ]);
    expect(codes(single({ type: 'short', options: [], answers: ['x'.repeat(201)] }))).toEqual([
      'answers:short_too_long',
    ]);
  });

  it('checks each grid-in form against the form kind', () => {
    const gridIn = (answers: string[]) => single({ type: 'grid_in', options: [], answers });
    expect(codes(gridIn([]), digital)).toEqual(['answers:typed_needs_answer']);
    expect(codes(gridIn(['-3/4']), digital)).toEqual([]);
    expect(codes(gridIn(['-3/4']), legacy)).toEqual(['answers:grid_in_negative']);
    expect(codes(gridIn(['0.875']), legacy)).toEqual(['answers:grid_in_length']);
    expect(codes(gridIn(['three']), legacy)).toEqual(['answers:grid_in_format']);
    expect(codes(gridIn(['1/0']), digital)).toEqual(['answers:grid_in_zero_denominator']);
    const [problem] = questionProblems(gridIn(['0.875']), legacy);
    expect(problem?.params).toEqual({ answer: '0.875', max: 4 });
  });
});
