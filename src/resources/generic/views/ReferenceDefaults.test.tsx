import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, TextInput, testDataProvider, type GetOneParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { schedule } from '../../../../resources/schedules';
import { testI18nProvider } from '../../../providers/i18n/testing/testI18nProvider';
import { ReferenceDefaults } from './ReferenceDefaults';

const COURSES: Record<string, { id: number; start_date: string; end_date: string | null }> = {
  '1': { id: 1, start_date: '2031-01-05', end_date: '2031-06-30' },
  '2': { id: 2, start_date: '2031-02-01', end_date: '2031-08-31' },
};

/** The schedule's form reduced to its course and validity, the course typed as its id. */
function renderForm(record: Record<string, unknown> = {}) {
  const dataProvider = testDataProvider({
    getOne: (_resource: string, { id }: GetOneParams) =>
      Promise.resolve({ data: COURSES[String(id)] }),
  } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={testI18nProvider('en')}>
      <Form record={record}>
        <ReferenceDefaults r={schedule} />
        <TextInput source="course_id" label="Course" />
        <TextInput source="valid_from" label="Valid from" />
        <TextInput source="valid_to" label="Valid to" />
      </Form>
    </AdminContext>,
  );
  return {
    course: screen.getByLabelText('Course'),
    from: screen.getByLabelText('Valid from'),
    to: screen.getByLabelText('Valid to'),
  };
}

describe('ReferenceDefaults', () => {
  it("fills a schedule's validity from the chosen course's dates, and again for another course", async () => {
    const { course, from, to } = renderForm();
    fireEvent.change(course, { target: { value: '1' } });
    await waitFor(() => expect(from).toHaveValue('2031-01-05'));
    expect(to).toHaveValue('2031-06-30');
    fireEvent.change(course, { target: { value: '2' } });
    await waitFor(() => expect(from).toHaveValue('2031-02-01'));
    expect(to).toHaveValue('2031-08-31');
  });

  it('never overwrites a date the user typed', async () => {
    const { course, from, to } = renderForm();
    fireEvent.change(course, { target: { value: '1' } });
    await waitFor(() => expect(to).toHaveValue('2031-06-30'));
    fireEvent.change(from, { target: { value: '2031-03-01' } });
    fireEvent.change(course, { target: { value: '2' } });
    await waitFor(() => expect(to).toHaveValue('2031-08-31'));
    expect(from).toHaveValue('2031-03-01');
  });

  it("leaves a saved record's dates alone until its course changes", async () => {
    const { course, from } = renderForm({
      id: 9,
      course_id: '1',
      valid_from: '2031-04-01',
      valid_to: '2031-05-01',
    });
    expect(from).toHaveValue('2031-04-01');
    fireEvent.change(course, { target: { value: '2' } });
    // Both dates were the user's (saved), so neither is replaced.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(from).toHaveValue('2031-04-01');
  });
});
