import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOn, renderAdmin, type Route } from './testing/renderAdmin';
import { SLOT } from './testing/slot';

const bank = { id: 7, name: 'BRAC Bank', name_bn: 'ব্র্যাক ব্যাংক', is_active: true };

const routes: Route = (url, init) => {
  if ((init?.method ?? 'GET') !== 'GET') return undefined;
  if (url.pathname === '/api/schedule/4') return { body: { data: SLOT } };
  if (url.pathname === '/api/bank/7') return { body: { data: bank } };
  if (url.pathname === '/api/course' || url.pathname === '/api/employee')
    return { body: { data: [], meta: { total: 0 } } };
  return undefined;
};

// The record arrives after the screen's code and access check (on a busy machine, late).
const LOADED = { timeout: 8000 };

/** The page heading in the app bar, where react-admin's <Title> puts it. */
const heading = () => document.getElementById('react-admin-title');
/** ICU spaces a range with thin and narrow no-break spaces; compare with plain ones. */
const plainHeading = () => (heading()?.textContent ?? '').replace(/\s/g, ' ');

describe('the heading of a show or edit screen names the record in the reader’s language', () => {
  it("a timetable slot's show heading writes its day in Bangla and its times in Bangla digits", async () => {
    renderAdmin('/admin/course/schedule/4/show', routes, allOn('Schedule'), { locale: 'bn' });
    await waitFor(() => expect(plainHeading()).toBe('সময়সূচি SAT Math · সোম ৪:৩০–৬:০০ PM'), LOADED);
    expect(heading()?.querySelector('[data-verbatim]')).toHaveTextContent(/^SAT Math$/);
  });

  it("a timetable slot's show heading in English writes the slot as the app's other times", async () => {
    renderAdmin('/admin/course/schedule/4/show', routes, allOn('Schedule'));
    await waitFor(
      () => expect(plainHeading()).toBe('Schedule SAT Math · Mon, 4:30 – 6:00 PM'),
      LOADED,
    );
  });

  it("a timetable slot's edit heading writes its day and times in Bangla too", async () => {
    renderAdmin('/admin/course/schedule/4', routes, allOn('Schedule', 'Course', 'Employee'), {
      locale: 'bn',
    });
    await waitFor(() => expect(plainHeading()).toBe('সময়সূচি SAT Math · সোম ৪:৩০–৬:০০ PM'), LOADED);
  });

  it('a bank’s show heading names it by its Bangla name in Bangla', async () => {
    renderAdmin('/accounts/banks/7/show', routes, allOn('Bank'), { locale: 'bn' });
    await waitFor(() => expect(heading()).toHaveTextContent(/^ব্যাংক ব্র্যাক ব্যাংক$/), LOADED);
  });

  it('a bank’s edit heading names it by its English name in English', async () => {
    renderAdmin('/accounts/banks/7', routes, allOn('Bank'));
    await waitFor(() => expect(heading()).toHaveTextContent(/^Bank BRAC Bank$/), LOADED);
  });
});
