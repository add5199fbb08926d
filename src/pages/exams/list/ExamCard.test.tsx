import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../i18n/en';
import { ExamType, type StudentExam } from '../../../../schema';
import { ExamCard } from './ExamCard';

const closedWithResults: StudentExam = {
  id: 7,
  title: 'Paper mock',
  course_id: 1,
  course_title: 'SAT Prep',
  type: ExamType.Regular,
  status: 'closed',
  window_type: 'open',
  starts_at: null,
  ends_at: null,
  instructions: null,
  parts: [],
  question_count: 0,
  total_minutes: 0,
  attempt: null,
  can_start: false,
  can_resume: false,
  start_refusal: 'closed',
  results_released: true,
};

describe('ExamCard', () => {
  it('shows a closed exam with no questions online without "0 questions · 0 minutes"', async () => {
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={polyglotI18nProvider(() => en, 'en')} store={memoryStore()}>
          <ExamCard exam={closedWithResults} clockOffset={0} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Paper mock' })).toBeVisible();
    expect(screen.getByRole('article')).not.toHaveTextContent(/0 questions|0 minutes/);
  });
});
