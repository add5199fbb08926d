import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { bn } from '../../../../i18n/bn';
import { en } from '../../../../i18n/en';
import type { AttemptPart } from '../../../../schema';
import { Interstitial } from './Interstitial';

const part = (position: number, moduleNumber: number, more: Partial<AttemptPart> = {}) => ({
  position,
  module_id: position,
  section_name: 'Math',
  section_name_bn: null,
  module_number: moduleNumber,
  question_count: 22,
  time_limit_minutes: 35,
  started_at: null,
  deadline_at: null,
  submitted_at: null,
  ...more,
});

const finished = part(1, 1, {
  started_at: '2026-11-01T10:00:00.000Z',
  deadline_at: '2026-11-01T10:35:00.000Z',
  submitted_at: '2026-11-01T10:20:00.000Z',
});

function renderIn(locale: 'en' | 'bn', next: AttemptPart) {
  const i18nProvider = polyglotI18nProvider((l) => (l === 'bn' ? bn : en), locale, {
    allowMissing: true,
  });
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Interstitial finished={finished} next={next} clockOffset={0} onContinue={() => {}} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('Interstitial', () => {
  it('says the next module’s clock starts on Continue, not that it has started', async () => {
    renderIn('en', part(2, 2));
    expect(await screen.findByText('The clock starts when you press Continue.')).toBeVisible();
    expect(screen.queryByText('Its clock has started.')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says so in Bangla', async () => {
    renderIn('bn', part(2, 2));
    expect(await screen.findByText('"চালিয়ে যান" চাপলে সময় গোনা শুরু হবে।')).toBeVisible();
    expect(screen.queryByText('এর সময় গোনা শুরু হয়ে গেছে।')).not.toBeInTheDocument();
  });
});
