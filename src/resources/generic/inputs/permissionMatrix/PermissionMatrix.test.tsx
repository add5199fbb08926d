import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  Form,
  RecordContextProvider,
  SaveButton,
  testDataProvider,
  type RaRecord,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { testI18nProvider } from '../../../../providers/i18n/testing/testI18nProvider';
import type { PermissionRow } from './layout';
import { PermissionMatrixInput } from './PermissionMatrixInput';
import { PermissionMatrixField } from './PermissionMatrixField';

/**
 * Attendance has every action, Attendance status only read and update (no create or delete
 * cell), Course sits in another sidebar group, and a leftover subject the config no longer knows
 * goes to Other under its identifier.
 */
const PERMISSIONS: PermissionRow[] = [
  { id: 11, subject: 'Attendance', action: 'read' },
  { id: 12, subject: 'Attendance', action: 'create' },
  { id: 13, subject: 'Attendance', action: 'update' },
  { id: 14, subject: 'Attendance', action: 'delete' },
  { id: 21, subject: 'AttendanceStatus', action: 'read' },
  { id: 23, subject: 'AttendanceStatus', action: 'update' },
  { id: 31, subject: 'Course', action: 'read' },
  { id: 32, subject: 'Course', action: 'create' },
  { id: 41, subject: 'RetiredReport', action: 'read' },
];

const dataProvider = testDataProvider({
  getList: () => Promise.resolve({ data: PERMISSIONS, total: PERMISSIONS.length }) as never,
});

function renderInput(initial: PermissionRow['id'][]) {
  const onSubmit = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={testI18nProvider('en')}>
      <Form record={{ id: 1, permissions: initial }} onSubmit={onSubmit}>
        <PermissionMatrixInput
          source="permissions"
          label="resources.role.fields.permissions"
          reference="permission"
        />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  const saved = async (): Promise<unknown> => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return (onSubmit.mock.lastCall?.[0] as RaRecord).permissions;
  };
  return { saved };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('PermissionMatrixInput', () => {
  it('names each cell by subject label and action label, only where that permission exists', async () => {
    renderInput([]);
    await screen.findByRole('table', { name: 'Permissions' });
    expect(box('Attendance: Create')).not.toBeChecked();
    expect(box('Attendance statuses: Update')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Attendance statuses: Create' })).toBeNull();
    expect(box('RetiredReport: Read')).toBeInTheDocument();
  });

  it('groups subjects under their sidebar group headers, leftovers under Other', async () => {
    renderInput([]);
    const table = await screen.findByRole('table', { name: 'Permissions' });
    const headers = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Students',
      'Attendance',
      'Attendance statuses',
      'Courses',
      'Courses',
      'Other',
      'RetiredReport',
    ]);
  });

  it('saves the ids of the checked cells', async () => {
    const { saved } = renderInput([11]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Courses: Create' }));
    fireEvent.click(box('Attendance: Read'));
    expect(await saved()).toEqual([32]);
  });

  it('selects a whole row, and shows a partly chosen row as indeterminate', async () => {
    const { saved } = renderInput([12]);
    const row = await screen.findByRole('checkbox', { name: 'Attendance: every action' });
    expect(row).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(row);
    expect(row).toBeChecked();
    expect(await saved()).toEqual([12, 11, 13, 14]);
  });

  it('selects a column within a group and over all subjects, with indeterminate state', async () => {
    const { saved } = renderInput([]);
    const groupRead = await screen.findByRole('checkbox', {
      name: 'Students: Read on every subject',
    });
    fireEvent.click(groupRead);
    expect(box('Attendance: Read')).toBeChecked();
    expect(box('Attendance statuses: Read')).toBeChecked();
    expect(box('Courses: Read')).not.toBeChecked();
    expect(box('Read on every subject')).toHaveAttribute('data-indeterminate', 'true');

    fireEvent.click(box('Read on every subject'));
    expect(box('Courses: Read')).toBeChecked();
    expect(box('Read on every subject')).toBeChecked();
    expect(await saved()).toEqual([11, 21, 31, 41]);
  });

  it('clears a group and everything with the group and overall boxes', async () => {
    const { saved } = renderInput([11, 31, 41]);
    const group = await screen.findByRole('checkbox', { name: 'Students: every permission' });
    expect(group).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(group);
    fireEvent.click(group);
    expect(group).not.toBeChecked();
    expect(box('Courses: Read')).toBeChecked();

    const every = box('Every permission');
    fireEvent.click(every);
    expect(every).toBeChecked();
    fireEvent.click(every);
    expect(every).not.toBeChecked();
    expect(await saved()).toEqual([]);
  });

  it('keeps chosen ids the matrix does not show', async () => {
    const { saved } = renderInput([999, 11]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Attendance: Read' }));
    expect(await saved()).toEqual([999]);
  });
});

describe('PermissionMatrixField', () => {
  it('shows, read-only, only the subjects the record holds a permission on', async () => {
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={testI18nProvider('bn')}>
        <RecordContextProvider value={{ id: 1, permissions: [12, 31] }}>
          <PermissionMatrixField source="permissions" label="অনুমতি" reference="permission" />
        </RecordContextProvider>
      </AdminContext>,
    );
    const create = await screen.findByRole('checkbox', { name: 'উপস্থিতি: তৈরি' });
    expect(create).toBeChecked();
    expect(create).toBeDisabled();
    expect(box('উপস্থিতি: দেখা')).not.toBeChecked();
    expect(box('কোর্সসমূহ: দেখা')).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /উপস্থিতির অবস্থাসমূহ/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /সব কাজ/ })).toBeNull();
  });
});
