import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { settingScreens, type SettingDef } from '../../../../schema';
import { testI18nProvider } from '../../../providers/i18n/testing/testI18nProvider';
import { ReferenceSettingField } from './ReferenceSettingField';

/** A centre with 500 accounts, "Account 1" to "Account 500", the picker's pages 25 long. */
const ACCOUNTS = Array.from({ length: 500 }, (_, i) => ({
  id: i + 1,
  account_name: `Account ${String(i + 1)}`,
}));

const ONLINE_ACCOUNT = settingScreens.payment.settings.find(
  (def: SettingDef) => def.name === 'online_bank_account_id',
) as SettingDef;

function renderPicker(value: string) {
  const getList = vi.fn((_resource: string, params: GetListParams) => {
    const q = typeof params.filter.q === 'string' ? params.filter.q : '';
    const matches = ACCOUNTS.filter((a) => q === '' || a.account_name.endsWith(` ${q}`));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return Promise.resolve({
      data: matches.slice((page - 1) * perPage, page * perPage),
      total: matches.length,
    });
  });
  const getMany = vi.fn((_resource: string, { ids }: { ids: unknown[] }) =>
    Promise.resolve({ data: ACCOUNTS.filter((a) => ids.map(Number).includes(a.id)) }),
  );
  const onChange = vi.fn();
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList, getMany } as never)}
      i18nProvider={testI18nProvider('en')}
    >
      <ReferenceSettingField
        def={ONLINE_ACCOUNT}
        label="Account for online payments"
        value={value}
        onChange={onChange}
      />
    </AdminContext>,
  );
  return { getList, onChange };
}

describe('ReferenceSettingField', () => {
  it('shows the saved record by its name though it is not on the first page of choices', async () => {
    renderPicker('450');
    const input = await screen.findByRole('combobox', { name: 'Account for online payments' });
    await waitFor(() => expect(input).toHaveValue('Account 450'));
  });

  it('searches the server as the admin types and reports the chosen id as the setting', async () => {
    const { getList, onChange } = renderPicker('');
    const input = await screen.findByRole('combobox', { name: 'Account for online payments' });
    fireEvent.change(input, { target: { value: '321' } });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'accounts/bank-account',
        expect.objectContaining({ filter: expect.objectContaining({ q: '321' }) as unknown }),
      ),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Account 321' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('321'));
  });
});
