import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources.config';
import { schemaFromConfig } from './from-config';

const indexesOf = (table: string) =>
  (schemaFromConfig(resources).get(table)?.indexes ?? []).map((index) => index.columns.join(', '));

describe('the indexes a list reads in order', () => {
  const expenses = indexesOf('expenses');

  it('gives each sortable column an index on (column, id), so a sorted page is read in order', () => {
    expect(expenses).toEqual(expect.arrayContaining(['title, id', 'amount, id', 'date, id']));
  });

  it('gives each filterable column an index on (column, default sort, id), so a filtered page and a date range of it are read in order', () => {
    expect(expenses).toEqual(
      expect.arrayContaining(['expense_type_id, date, id', 'payment_type_id, date, id']),
    );
    expect(expenses).not.toContain('expense_type_id');
  });

  it('adds none where a declared index already leads with those columns', () => {
    expect(expenses.filter((columns) => columns.startsWith('bank_account_id, date, id'))).toEqual([
      'bank_account_id, date, id',
    ]);
  });
});
