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
/** A timetable slot on Monday (3) from 16:30 to 18:00, its label as the server stores it. */
const slot = {
  id: 4,
  label: 'SAT Math · Mon 16:30–18:00',
  day_of_week: 3,
  start_time: '16:30',
  end_time: '18:00',
};
/** ICU spaces a range with thin and narrow no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

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

  it("writes a timetable slot's day and times in Bangla: a Bangla day, Bangla digits, AM/PM after", () => {
    const title = titleIn(getResource('schedule'), slot, 'bn');
    expect(plain(title)).toBe('SAT Math · সোম ৪:৩০–৬:০০ PM');
    expect(title).not.toMatch(/[0-9]/);
  });

  it("writes a timetable slot's day and times in English as the app's other times", () => {
    expect(plain(titleIn(getResource('schedule'), slot, 'en'))).toBe(
      'SAT Math · Mon, 4:30 – 6:00 PM',
    );
  });

  it('quotes a slot label that no longer ends in its row’s day and times as stored', () => {
    const moved = { ...slot, start_time: '17:00' };
    expect(titleIn(getResource('schedule'), moved, 'bn')).toBe(slot.label);
    expect(titleIn(getResource('schedule'), { ...slot, day_of_week: 4 }, 'en')).toBe(slot.label);
    const { end_time: _lacking, ...withoutEnd } = slot;
    expect(titleIn(getResource('schedule'), withoutEnd, 'bn')).toBe(slot.label);
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

describe('a timetable slot named in a list, a picker or a reference', () => {
  it('marks the course as typed text and writes the day and times in Bangla', () => {
    render(
      <AdminContext i18nProvider={testI18nProvider('bn')}>
        <RecordContextProvider value={slot}>
          <RecordTitle resource="schedule" />
        </RecordContextProvider>
      </AdminContext>,
    );
    const title = screen.getByText(/সোম/);
    expect(title.querySelector('[data-verbatim]')).toHaveTextContent(/^SAT Math$/);
    expect(title.textContent).not.toMatch(/[0-9]/);
  });
});
