import { DataTable, type ResourceProps } from 'react-admin';
import { getResource } from '../../config';
import { GenericList } from '../generic';
import { GenericShow } from '../generic/views/GenericShow';
import { AccountLedger } from './AccountLedger';
import { BalanceField } from './BalanceField';

const bankAccount = getResource('bank-account');

/** The generated screens, with each account's current balance in the list and its ledger below. */
export const bankAccountOverrides: Partial<ResourceProps> = {
  list: (
    <GenericList
      r={bankAccount}
      extraColumns={
        <DataTable.Col label="app.finance.ledger.balance" disableSort>
          <BalanceField />
        </DataTable.Col>
      }
      mobileSecondary={<BalanceField />}
    />
  ),
  show: <GenericShow r={bankAccount} below={<AccountLedger />} />,
};
