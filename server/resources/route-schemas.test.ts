import { describe, expect, it } from 'vitest';
import { bank, expense } from '../../resources/finance';
import { listQuery } from './route-schemas';

describe('the generic routes’ schemas from the config', () => {
  it('lets a list sort by id, its default sort and its sortable fields only', () => {
    const sortBy = listQuery(expense).properties.sort_by as { enum: string[] };
    expect(sortBy.enum).toEqual(expect.arrayContaining(['id', 'amount', 'date', 'title']));
    expect(sortBy.enum).not.toContain('bank_account_id');
  });

  it('lets a list filter by id and its filterable fields only', () => {
    const filter = listQuery(expense).properties.filter as { properties: object };
    expect(Object.keys(filter.properties)).toEqual(
      expect.arrayContaining(['id', 'bank_account_id', 'payment_type_id']),
    );
    expect(Object.keys(filter.properties)).not.toContain('amount');
  });

  it('offers the date range only where the resource has a date to range over', () => {
    expect(listQuery(expense).properties).toHaveProperty('start_date');
    expect(listQuery(bank).properties).not.toHaveProperty('start_date');
  });

  it("defaults per_page to the resource's page size", () => {
    expect(listQuery(expense).properties.per_page).toMatchObject({
      default: expense.list.perPage,
    });
  });
});
