import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { getResource } from '../../config';
import { testI18nProvider } from '../../providers/i18n/testing/testI18nProvider';
import { RecordTitle, titleIn } from './titleSource';

const rate = {
  id: 1,
  label: 'Tanvir Hasan · Math · 2025-11-27',
  effective_from: '2025-11-27',
};
const payRun = { id: 2, label: 'Tanvir Hasan · 2026-10', period: '2026-10' };
const conversion = { id: 3, label: 'Form A · Math · 12', raw_score: 12 };

describe('titles the server composes, in the reader’s language', () => {
  it('writes the day a title ends with as a Bangla date in Bangla', () => {
    expect(titleIn(getResource('employee-rate'), rate, 'bn')).toBe(
      'Tanvir Hasan · Math · ২৭ নভেম্বর, ২০২৫',
    );
  });

  it('writes a pay period and a number with Bangla digits in Bangla', () => {
    expect(titleIn(getResource('tutor-payment'), payRun, 'bn')).toBe('Tanvir Hasan · ২০২৬-১০');
    expect(titleIn(getResource('sat-conversion'), conversion, 'bn')).toBe('Form A · Math · ১২');
  });

  it('reads the label as stored in English', () => {
    expect(titleIn(getResource('employee-rate'), rate, 'en')).toBe(rate.label);
  });

  it('quotes a label that does not end in the row’s value as stored', () => {
    const renamed = { ...rate, effective_from: '2026-01-01' };
    expect(titleIn(getResource('employee-rate'), renamed, 'bn')).toBe(rate.label);
  });

  it('marks the names a title quotes as typed text, and not the value it ends with', () => {
    render(
      <AdminContext i18nProvider={testI18nProvider('bn')}>
        <RecordContextProvider value={rate}>
          <RecordTitle resource="employee-rate" />
        </RecordContextProvider>
      </AdminContext>,
    );
    const title = screen.getByText(/২৭ নভেম্বর, ২০২৫/);
    expect(title.querySelector('[data-verbatim]')).toHaveTextContent(/^Tanvir Hasan · Math$/);
  });

  it('does not mark a label it cannot split as typed text', () => {
    render(
      <AdminContext i18nProvider={testI18nProvider('bn')}>
        <RecordContextProvider value={{ ...rate, effective_from: '2026-01-01' }}>
          <RecordTitle resource="employee-rate" />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(screen.getByText(rate.label).closest('[data-verbatim]')).toBeNull();
  });
});
