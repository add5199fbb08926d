import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExamRoster } from '../../../../schema';
import { testI18nProvider } from '../../../providers/i18n/testing/testI18nProvider';
import { MarksPage } from './MarksPage';

afterEach(() => vi.unstubAllGlobals());

const roster = (results: Record<number, ExamRoster['students'][number]['result']> = {}) => ({
  exam: { id: 7, title: 'Geometry test', total_marks: 40, pass_mark: 20, type: 1 },
  students: [
    { student_id: 1, full_name: 'Arif Hossain', student_no: 'S-1', result: results[1] ?? null },
    { student_id: 2, full_name: 'Ayesha Rahman', student_no: 'S-2', result: results[2] ?? null },
    { student_id: 3, full_name: 'Rafi Ahmed', student_no: 'S-3', result: results[3] ?? null },
  ],
});

type Answer = { status?: number; body: unknown };

/** Answers each method and path in turn, and keeps what each call sent. */
function stubServer(answers: Record<string, Answer[]>) {
  const sent: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
      sent.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key]?.shift() ?? { status: 404, body: { message: 'Not found.' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return sent;
}

function renderPage() {
  render(
    <TestMemoryRouter initialEntries={['/admin/exam/7/marks']}>
      <AdminContext i18nProvider={testI18nProvider('en')} store={memoryStore()}>
        <Routes>
          <Route path="/admin/exam/:id/marks" element={<MarksPage area="admin" />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const marksOf = (name: string) => screen.getByRole('textbox', { name: `Marks for ${name}` });

describe('MarksPage', () => {
  it('moves by keyboard, sends only the changed rows and shows the server’s grades', async () => {
    const sent = stubServer({
      'GET /api/exam/7/roster': [{ body: { data: roster() } }],
      'PUT /api/exam/7/marks': [
        {
          body: {
            status: true,
            message: 'Marks saved successfully!',
            data: roster({ 2: { id: 5, marks: 33, percent: 83, passed: true, remarks: null } }),
          },
        },
      ],
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Marks for Arif Hossain' }));
    await user.keyboard('{Enter}');
    expect(marksOf('Ayesha Rahman')).toHaveFocus();
    await user.keyboard('33{ArrowDown}');
    expect(marksOf('Rafi Ahmed')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(marksOf('Arif Hossain')).toHaveFocus();
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(screen.getByText('Not saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    const row = (await screen.findByText('83%')).closest('tr')!;
    expect(within(row).getByText('Passed')).toBeInTheDocument();
    expect(within(row).getByText('Ayesha Rahman')).toBeInTheDocument();
    expect(sent.find((s) => s.key === 'PUT /api/exam/7/marks')?.body).toEqual({
      marks: [{ student_id: 2, marks: '33', remarks: '' }],
    });
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('puts a refused row’s message on that row and keeps what was typed', async () => {
    stubServer({
      'GET /api/exam/7/roster': [{ body: { data: roster() } }],
      'PUT /api/exam/7/marks': [
        {
          status: 422,
          body: {
            message: 'The marks may not be greater than 40.',
            errors: { 'marks.0.marks': ['The marks may not be greater than 40.'] },
          },
        },
      ],
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Marks for Rafi Ahmed' }), '41');
    await user.keyboard('{Control>}s{/Control}');
    const message = await screen.findAllByText('The marks may not be greater than 40.');
    expect(message.length).toBeGreaterThan(0);
    expect(marksOf('Rafi Ahmed')).toHaveValue('41');
    expect(marksOf('Rafi Ahmed')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the course has no students', async () => {
    stubServer({ 'GET /api/exam/7/roster': [{ body: { data: { ...roster(), students: [] } } }] });
    renderPage();
    expect(
      await screen.findByText('No students are enrolled in this exam’s course yet.'),
    ).toBeInTheDocument();
  });

  it('sends a SAT practice test to its answer sheets instead of a grid', async () => {
    const sat = { ...roster(), exam: { ...roster().exam, type: 2 } };
    stubServer({ 'GET /api/exam/7/roster': [{ body: { data: sat } }] });
    renderPage();
    expect(
      await screen.findByText(/computed from the students’ answer sheets/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import answer sheets' })).toHaveAttribute(
      'href',
      '/admin/exam/7/answer-sheets',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
