/** The finance group of the API: banks, accounts, payment types, income, withdrawals, expenses. */
import type { Db } from '../types';
import { columnTypes, createRecordTable, indexEach } from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);
  await createRecordTable(db, 'banks', (b) =>
    b
      .addColumn('name', t.string(190), (c) => c.notNull().unique())
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'banks', ['is_active']);
  // Payment and expense types are offered in pickers in the order admins arrange.
  for (const table of ['payment_types', 'expense_types']) {
    await createRecordTable(db, table, (b) =>
      b
        .addColumn('name', t.string(190), (c) => c.notNull().unique())
        .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
    );
    await indexEach(db, table, ['is_active', 'position']);
  }

  await createRecordTable(db, 'bank_accounts', (b) =>
    b
      .addColumn('bank_id', 'integer', (c) =>
        c.notNull().references('banks.id').onDelete('restrict'),
      )
      .addColumn('account_name', t.string(190), (c) => c.notNull())
      .addColumn('account_number', t.string(50), (c) => c.notNull().unique())
      .addColumn('branch', t.string(100))
      .addColumn('opening_balance', t.money, (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'bank_accounts', ['bank_id', 'account_name', 'opening_balance', 'is_active']);

  await createRecordTable(db, 'sub_expense_types', (b) =>
    b
      .addColumn('expense_type_id', 'integer', (c) =>
        c.notNull().references('expense_types.id').onDelete('restrict'),
      )
      .addColumn('name', t.string(190), (c) => c.notNull())
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'sub_expense_types', ['expense_type_id', 'name', 'is_active']);

  const money = (b: Parameters<Parameters<typeof createRecordTable>[2]>[0]) =>
    b
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('bank_account_id', 'integer', (c) =>
        c.notNull().references('bank_accounts.id').onDelete('restrict'),
      )
      .addColumn('note', t.text);

  await createRecordTable(db, 'additional_incomes', (b) =>
    money(b.addColumn('title', t.string(190), (c) => c.notNull())).addColumn(
      'payment_type_id',
      'integer',
      (c) => c.references('payment_types.id').onDelete('restrict'),
    ),
  );
  await indexEach(db, 'additional_incomes', [
    'title',
    'amount',
    'date',
    'bank_account_id',
    'payment_type_id',
  ]);

  await createRecordTable(db, 'withdraws', (b) =>
    money(b.addColumn('purpose', t.string(190), (c) => c.notNull())).addColumn(
      'is_active',
      t.boolean,
      (c) => c.notNull().defaultTo(1),
    ),
  );
  await indexEach(db, 'withdraws', ['purpose', 'amount', 'date', 'bank_account_id', 'is_active']);

  await createRecordTable(db, 'expenses', (b) =>
    money(b.addColumn('title', t.string(190), (c) => c.notNull()))
      .addColumn('expense_type_id', 'integer', (c) =>
        c.notNull().references('expense_types.id').onDelete('restrict'),
      )
      .addColumn('sub_expense_type_id', 'integer', (c) =>
        c.references('sub_expense_types.id').onDelete('restrict'),
      )
      .addColumn('payment_type_id', 'integer', (c) =>
        c.references('payment_types.id').onDelete('restrict'),
      )
      .addColumn('attachment', t.string(500))
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'expenses', [
    'title',
    'amount',
    'date',
    'bank_account_id',
    'expense_type_id',
    'sub_expense_type_id',
    'payment_type_id',
    'is_active',
  ]);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'expenses',
    'withdraws',
    'additional_incomes',
    'sub_expense_types',
    'bank_accounts',
    'expense_types',
    'payment_types',
    'banks',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
