import { DataTable, type ResourceProps } from 'react-admin';
import { GenericList } from '../generic';
import { GenericShow } from '../generic/views/GenericShow';
import { AccountLedger } from './AccountLedger';
import { BalanceField } from './BalanceField';
import { bankAccount } from '../../../resources.config';

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
