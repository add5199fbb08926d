import { describe, expect, it } from 'vitest';
import { getResource } from '../../config';
import { titleIn } from '../../resources/generic/titleSource';
import { plainText, tutorialSections } from './tutorialSections';

describe('tutorialSections', () => {
  const categories = [
    { id: 1, name: 'Using the app', position: 2, parent_id: null },
    { id: 2, name: 'Getting started', position: 1, parent_id: null },
    { id: 3, name: 'Payments', position: 3, parent_id: 1 },
    { id: 4, name: 'Empty', position: 4, parent_id: null },
  ];
  const tutorials = [
    { id: 10, title: 'Pay a fee', category_id: 3 },
    { id: 11, title: 'Sign in', category_id: 2 },
    { id: 12, title: 'Hidden', category_id: 99 },
    { id: 13, title: 'Your dashboard', category_id: 1 },
  ];

  it('orders by position, names nested categories by their parent, and drops empty ones', () => {
    expect(
      tutorialSections(categories, tutorials).map((s) => [s.heading, s.tutorials.map((t) => t.id)]),
    ).toEqual([
      ['Getting started', [11]],
      ['Using the app', [13]],
      ['Using the app › Payments', [10]],
    ]);
  });

  it('heads sections by the categories’ Bangla names for a Bangla reader, else by their English ones', () => {
    const named = categories.map((c) =>
      c.id === 1 ? { ...c, name_bn: 'অ্যাপ ব্যবহার' } : { ...c, name_bn: null },
    );
    const inBangla = (c: object) => titleIn(getResource('tutorial-category'), c, 'bn');
    expect(tutorialSections(named, tutorials, inBangla).map((s) => s.heading)).toEqual([
      'Getting started',
      'অ্যাপ ব্যবহার',
      'অ্যাপ ব্যবহার › Payments',
    ]);
  });

  it('makes an excerpt of the text only', () => {
    expect(plainText('<h2>Fees</h2><p>Fees &amp; <b>dues</b></p><script>alert(1)</script>')).toBe(
      'Fees Fees & dues',
    );
    expect(plainText('<p>' + 'word '.repeat(60) + '</p>', 20)).toHaveLength(20);
    expect(plainText(null)).toBe('');
  });
});
