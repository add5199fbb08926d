import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../resources/generic/testing/renderAdmin';
import { ExamAnalysisPage } from './ExamAnalysisPage';
import type { ExamAnalysis, QuestionAnalysis } from '../../../schema';

const outcomes = { correct: 0, incorrect: 0, omitted: 0, multiple: 0, unscoreable: 0 };
const question = (
  position: number,
  rate: number | null,
  extra: Partial<QuestionAnalysis> = {},
) => ({
  id: position * 10,
  position,
  label: `Question ${position}`,
  type: 'single',
  module_id: 5,
  module_label: 'Math · 1',
  quality: 'medium',
  tags: null,
  answers: ['B'],
  attempts: 4,
  outcomes,
  correct_rate: rate,
  choices: { A: 1, B: 3, C: 0, D: 0 },
  ...extra,
});

const page = [<Route key="a" path="/admin/exam/:id/analysis" element={<ExamAnalysisPage />} />];
const ability = [
  { action: 'read', subject: 'ExamQuestion' },
  { action: 'read', subject: 'Auth' },
];

function show(analysis: ExamAnalysis) {
  renderAdmin(
    '/admin/exam/3/analysis',
    (url) => (url.pathname === '/api/exam/3/analysis' ? { body: { data: analysis } } : undefined),
    ability,
    { routes: page },
  );
}

describe('ExamAnalysisPage', () => {
  it('lists each question with its share correct, and can put the hardest first', async () => {
    show({
      exam: { id: 3, title: 'Mock 1', type: 2 },
      attempts: 4,
      questions: [
        question(1, 0.75),
        question(2, 0.25, { outcomes: { ...outcomes, omitted: 2 } }),
        question(3, 1),
      ],
    });
    await screen.findByText('From 4 submitted attempts');
    const rows = () => screen.getAllByRole('row').slice(1);
    expect(within(rows()[1]!).getByText('25% correct')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Omitted: 2')).toBeInTheDocument();
    expect(within(rows()[0]!).getByTitle('correct answer')).toHaveTextContent('B: 3');

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Hardest first' }));
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '2',
      '1',
      '3',
    ]);
  });

  it('says when nobody has submitted yet', async () => {
    show({
      exam: { id: 3, title: 'Mock 1', type: 2 },
      attempts: 0,
      questions: [question(1, null)],
    });
    await screen.findByText(/Nobody has submitted this exam yet/);
    expect(screen.getByText('No answers yet')).toBeInTheDocument();
  });
});
