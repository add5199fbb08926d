import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18nProvider } from '../../providers/i18n/testing/testI18nProvider';
import { StudentImportPage } from './StudentImportPage';

afterEach(() => vi.unstubAllGlobals());

const preview = {
  delimiter: ',',
  headers: ['Student email', 'First name', 'Course'],
  total_rows: 2,
  rows: [{ row: 2, cells: ['ada@example.com', 'Ada', 'SAT Math Intensive'] }],
  mapping: { 'student.email': 'Student email', 'student.first_name': 'First name' },
  targets: [
    { key: 'student.first_name', required: true },
    { key: 'student.email', required: true },
    { key: 'parent.email', required: false },
    { key: 'course', required: false },
  ],
};

const person = (action: string, name: string, email: string | null) => ({
  action,
  id: null,
  name,
  email,
  matched_by: null,
  created_in_row: null,
});

const report = (row: number, errors: Record<string, string[]> = {}) => ({
  row,
  student: person('create', 'Ada Lovelace', 'ada@example.com'),
  parent: person('none', '', null),
  enrolment: { action: 'create', course: 'SAT Math Intensive', start_date: null },
  errors,
});

const result = (rows: ReturnType<typeof report>[], dryRun: boolean) => ({
  dry_run: dryRun,
  imported: !dryRun,
  counts: {
    rows: rows.length,
    rows_with_errors: rows.filter((r) => Object.keys(r.errors).length > 0).length,
    students: { created: rows.length, matched: 0 },
    parents: { created: 0, matched: 0 },
    enrolments: { created: rows.length, existing: 0 },
  },
  rows,
});

type Answer = { status?: number; body: unknown };

/** Answers the import calls in turn, and keeps what each call sent. */
function stubServer(answers: Record<string, Answer[]>) {
  const sent: { path: string; form: FormData }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      sent.push({ path, form: init?.body as FormData });
      const answer = answers[path]?.shift() ?? { status: 404, body: { message: 'Not found.' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return sent;
}

function renderPage() {
  render(
    <TestMemoryRouter initialEntries={['/admin/student/import']}>
      <AdminContext i18nProvider={testI18nProvider('en')} store={memoryStore()}>
        <StudentImportPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

async function uploadFile() {
  const user = userEvent.setup();
  const file = new File(['Student email,First name,Course\n'], 'students.csv', {
    type: 'text/csv',
  });
  await user.upload(screen.getByLabelText('Choose a file'), file);
  await screen.findByRole('heading', { name: 'Map columns' });
  return user;
}

const combobox = (name: RegExp) => screen.getByRole('combobox', { name });

describe('StudentImportPage', () => {
  it('pre-fills the suggested columns and holds the dry run until the required ones are chosen', async () => {
    const sent = stubServer({
      '/api/import/students/preview': [{ body: { data: preview } }],
      '/api/import/students': [
        {
          body: {
            data: result([report(2, { course: ['The selected course is invalid.'] })], true),
          },
        },
      ],
    });
    renderPage();
    const user = await uploadFile();

    expect(combobox(/^E-mail \(Student\)/)).toHaveTextContent('Student email');
    expect(screen.getByText('e.g. ada@example.com')).toBeInTheDocument();
    await user.click(combobox(/^E-mail \(Student\)/));
    await user.click(await screen.findByRole('option', { name: 'Not imported' }));
    expect(screen.getByText(/Choose a column for every required field/)).toBeInTheDocument();
    const dryRun = screen.getByRole('button', { name: 'Run the dry run' });
    expect(dryRun).toBeDisabled();

    await user.click(combobox(/^E-mail \(Student\)/));
    await user.click(await screen.findByRole('option', { name: 'Student email' }));
    await user.click(combobox(/^Course \(title or id\)/));
    await user.click(await screen.findByRole('option', { name: 'Course' }));
    await user.click(dryRun);

    await screen.findByRole('heading', { name: 'Dry run' });
    const call = sent.find((s) => s.path === '/api/import/students');
    expect(call?.form.get('dry_run')).toBe('1');
    expect(JSON.parse(String(call?.form.get('mapping')))).toEqual({
      'student.email': 'Student email',
      'student.first_name': 'First name',
      course: 'Course',
    });
    expect(screen.getByText(/1 row has problems/)).toBeInTheDocument();
    expect(screen.getByText(/The selected course is invalid\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('shows the rows of a refused import and goes back to the mapping with nothing lost', async () => {
    stubServer({
      '/api/import/students/preview': [{ body: { data: preview } }],
      '/api/import/students': [
        { body: { data: result([report(2)], true) } },
        {
          status: 422,
          body: {
            message: 'Nothing was imported: 1 of 1 rows have errors.',
            rows: [report(2, { 'student.email': ['The email has already been taken.'] })],
          },
        },
      ],
    });
    renderPage();
    const user = await uploadFile();
    await user.click(screen.getByRole('button', { name: 'Run the dry run' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Import now' }));

    const refusal = await screen.findByRole('table', { name: 'Rows that could not be imported' });
    expect(screen.getByText('Nothing was imported')).toBeInTheDocument();
    expect(within(refusal).getByText(/The email has already been taken\./)).toBeInTheDocument();
    expect(within(refusal).getByText('Student · E-mail')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to mapping' }));
    await waitFor(() => expect(combobox(/^E-mail \(Student\)/)).toHaveTextContent('Student email'));
  });
});
