/**
 * Finance (paths kept exactly as docs/API.md gives them).
 */
import { date, defineResource, file, money, reference, text, textarea } from '../schema';
import { activeToggle, arrangePosition, banglaName } from './presets';

export const bank = defineResource({
  name: 'bank',
  table: 'banks',
  subject: 'Bank',
  route: '/accounts/banks',
  title: 'name',
  titleIn: { bn: 'name_bn' },
  menu: { group: 'accounts', icon: 'AccountBalance', order: 1 },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    name_bn: banglaName(),
    is_active: activeToggle(),
  },
});

export const bankAccount = defineResource({
  name: 'bank-account',
  table: 'bank_accounts',
  subject: 'BankAccount',
  route: '/accounts/bank-account',
  title: 'account_name',
  menu: { group: 'accounts', icon: 'AccountBalanceWallet', order: 2 },
  fields: {
    bank_id: reference('bank', { required: true, activeOnly: true, filterable: true }),
    account_name: text({ required: true, searchable: true, sortable: true }),
    account_number: text({
      required: true,
      max: 50,
      unique: true,
      searchable: true,
      sortable: true,
    }),
    branch: text({ max: 100 }),
    opening_balance: money({ default: 0, sortable: true }),
    is_active: activeToggle(),
  },
});

export const paymentType = defineResource({
  name: 'payment-type',
  table: 'payment_types',
  subject: 'PaymentType',
  route: '/accounts/payment-type',
  title: 'name',
  titleIn: { bn: 'name_bn' },
  menu: { group: 'accounts', icon: 'Payments', order: 3 },
  arrangeOrder: { type: 'payment-type', field: 'position' },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    name_bn: banglaName(),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
});

export const additionalIncome = defineResource({
  name: 'additional-income',
  table: 'additional_incomes',
  subject: 'AdditionalIncome',
  route: '/accounts/additional-income',
  title: 'title',
  menu: { group: 'accounts', icon: 'AddCard', order: 4 },
  storage: {
    // Covering the money sums (an account's balance and ledger, the dashboard's figures).
    indexes: [
      { columns: ['bank_account_id', 'date', 'amount'] },
      { columns: ['date', 'amount'] },
      // A ledger page walks an account's rows in date order (server/domain/finance/ledger-page.ts).
      { columns: ['bank_account_id', 'date', 'id'] },
    ],
  },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    amount: money({ required: true, min: 0.01, sortable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    bank_account_id: reference('bank-account', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    payment_type_id: reference('payment-type', { activeOnly: true, filterable: true }),
    note: textarea({ max: 2000 }),
  },
  // Money lists show the newest movement first by the day it happened, as a ledger does.
  list: {
    columns: ['title', 'amount', 'date', 'bank_account_id', 'payment_type_id'],
    defaultSort: { field: 'date', order: 'desc' },
  },
});

export const withdraw = defineResource({
  name: 'withdraw',
  table: 'withdraws',
  subject: 'Withdraw',
  route: '/accounts/withdraw',
  title: 'purpose',
  menu: { group: 'accounts', icon: 'Outbound', order: 5 },
  storage: {
    // Covering the money sums (an account's balance and ledger).
    indexes: [
      { columns: ['bank_account_id', 'date', 'is_active', 'amount'] },
      // A ledger page walks an account's rows in date order (server/domain/finance/ledger-page.ts).
      { columns: ['bank_account_id', 'date', 'id'] },
    ],
  },
  fields: {
    purpose: text({ required: true, searchable: true, sortable: true }),
    amount: money({ required: true, min: 0.01, sortable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    bank_account_id: reference('bank-account', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    note: textarea({ max: 2000 }),
    is_active: activeToggle(),
  },
  list: { defaultSort: { field: 'date', order: 'desc' } },
});

export const expenseType = defineResource({
  name: 'expense-type',
  table: 'expense_types',
  subject: 'ExpenseType',
  route: '/expenses/types',
  title: 'name',
  titleIn: { bn: 'name_bn' },
  menu: { group: 'operationalExpense', icon: 'Category', order: 2 },
  arrangeOrder: { type: 'expense-type', field: 'position' },
  fields: {
    name: text({ required: true, unique: true, searchable: true, sortable: true }),
    name_bn: banglaName(),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
});

export const subExpenseType = defineResource({
  name: 'sub-expense-type',
  table: 'sub_expense_types',
  subject: 'SubExpenseType',
  route: '/expenses/sub-types',
  title: 'name',
  titleIn: { bn: 'name_bn' },
  menu: { group: 'operationalExpense', icon: 'AccountTree', order: 3 },
  fields: {
    expense_type_id: reference('expense-type', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    name: text({ required: true, searchable: true, sortable: true }),
    name_bn: banglaName(),
    is_active: activeToggle(),
  },
});

export const expense = defineResource({
  name: 'expense',
  table: 'expenses',
  subject: 'Expense',
  route: '/expenses',
  title: 'title',
  menu: { group: 'operationalExpense', icon: 'ReceiptLong', order: 1 },
  storage: {
    // Covering the money sums (an account's balance and ledger, the dashboard's figures).
    indexes: [
      { columns: ['bank_account_id', 'date', 'is_active', 'amount'] },
      { columns: ['date', 'is_active', 'amount'] },
      // A ledger page walks an account's rows in date order (server/domain/finance/ledger-page.ts).
      { columns: ['bank_account_id', 'date', 'id'] },
    ],
  },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    expense_type_id: reference('expense-type', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    sub_expense_type_id: reference('sub-expense-type', {
      activeOnly: true,
      filterable: true,
      filteredBy: { field: 'expense_type_id', column: 'expense_type_id' },
    }),
    amount: money({ required: true, min: 0.01, sortable: true }),
    date: date({ required: true, sortable: true, dateRange: true }),
    bank_account_id: reference('bank-account', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    payment_type_id: reference('payment-type', { activeOnly: true, filterable: true }),
    note: textarea({ max: 2000 }),
    attachment: file(),
    is_active: activeToggle(),
  },
  form: {
    sections: [
      {
        name: 'details',
        rows: ['title', ['expense_type_id', 'sub_expense_type_id'], ['amount', 'date']],
      },
      { name: 'payment', rows: [['bank_account_id', 'payment_type_id']] },
      { name: 'notes', rows: ['note', 'attachment', 'is_active'] },
    ],
  },
  list: {
    columns: ['title', 'expense_type_id', 'amount', 'date', 'bank_account_id', 'is_active'],
    defaultSort: { field: 'date', order: 'desc' },
  },
});
