/**
 * Generated expenses: realistic and varied, but deterministic (a seeded generator), so two runs
 * fill the same table. Titles come from word lists per sub-type of the demo seed, amounts from
 * ranges per type, and the dates span three years. Ids follow the order of entry, as in a real
 * ledger: `created_at` rises with the id and `date` (when the money went out) lies up to three
 * weeks before it.
 */
import type { Db } from '../../server/db/types';
import { openTables } from '../../server/db/types';

export interface SeedRefs {
  /** Sub-types with their type; an expense's sub-type always belongs to its type. */
  subTypes: { id: number; typeId: number; typeName: string; name: string }[];
  bankAccountIds: number[];
  paymentTypeIds: number[];
  adminId: number;
}

/** A type alias, not an interface, so that it is also a plain `Row` for tokensOf(). */
export type ExpenseRow = {
  id: number;
  title: string;
  expense_type_id: number;
  sub_expense_type_id: number | null;
  amount: number;
  date: string;
  bank_account_id: number;
  payment_type_id: number | null;
  note: string | null;
  attachment: null;
  is_active: number;
  created_at: string;
  updated_at: string;
  created_by: number;
  updated_by: number;
};

/** Column order shared by both bulk writers. */
export const EXPENSE_COLUMNS = [
  'id',
  'title',
  'expense_type_id',
  'sub_expense_type_id',
  'amount',
  'date',
  'bank_account_id',
  'payment_type_id',
  'note',
  'attachment',
  'is_active',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
] as const satisfies readonly (keyof ExpenseRow)[];

const TITLES: Record<string, string[]> = {
  'Classroom rent': ['Classroom rent', 'Lab room rent', 'Exam hall booking'],
  'Office rent': ['Office rent', 'Storage room rent'],
  Electricity: ['Electricity bill', 'Generator fuel', 'AC servicing', 'IPS battery'],
  Internet: ['Internet bill', 'Mobile recharge', 'Domain renewal', 'Zoom subscription'],
  Water: ['Water bill', 'Water purifier service', 'Drinking water jars'],
  'Office staff': ['Office staff salary', 'Front desk overtime', 'Accountant salary', 'Eid bonus'],
  'Cleaning staff': ['Cleaning staff salary', 'Cleaning supplies', 'Pest control'],
  'Social media ads': ['Facebook ads', 'YouTube ads', 'Google ads', 'Instagram boost'],
  Leaflets: ['Leaflet printing', 'Banner printing', 'Poster design', 'Flyer distribution'],
  Stationery: ['Whiteboard markers', 'Printer paper', 'Exam answer sheets', 'Office pens'],
  Printing: ['Photocopies', 'Mock test printing', 'Printer toner', 'Certificate printing'],
  Books: ['Practice books', 'SAT prep books', 'IELTS workbooks', 'Library books'],
};
const PLACES = [
  'Dhanmondi branch',
  'Gulshan branch',
  'Banani campus',
  'Mirpur centre',
  'Uttara centre',
  'head office',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Amount ranges in major units, by expense type name. */
const AMOUNTS: Record<string, [number, number]> = {
  Rent: [15_000, 95_000],
  Utilities: [300, 18_000],
  Salaries: [6_000, 65_000],
  Marketing: [1_000, 40_000],
  Supplies: [80, 9_000],
};
const NOTES = [
  'Paid in advance',
  'Invoice kept in the finance drive',
  'Approved by the director',
  'Split across two months',
  'Includes VAT',
  'Reimbursed to the branch manager',
];

const DAY_MS = 86_400_000;
const YEARS = 3;

/** mulberry32: small, fast and good enough to vary test data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function loadSeedRefs(db: Db): Promise<SeedRefs> {
  const subTypes = await db
    .selectFrom('sub_expense_types')
    .innerJoin('expense_types', 'expense_types.id', 'sub_expense_types.expense_type_id')
    .select([
      'sub_expense_types.id as id',
      'sub_expense_types.name as name',
      'expense_types.id as type_id',
      'expense_types.name as type_name',
    ])
    .orderBy('sub_expense_types.id')
    .execute();
  const ids = async (table: string) =>
    (await openTables(db).selectFrom(table).select('id').orderBy('id').execute()).map((r) =>
      Number(r.id),
    );
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@academy.test')
    .executeTakeFirst();
  const refs: SeedRefs = {
    subTypes: subTypes.map((r) => ({
      id: Number(r.id),
      typeId: Number(r.type_id),
      typeName: String(r.type_name),
      name: String(r.name),
    })),
    bankAccountIds: await ids('bank_accounts'),
    paymentTypeIds: await ids('payment_types'),
    adminId: Number(admin?.id),
  };
  if (refs.subTypes.length === 0 || refs.bankAccountIds.length === 0 || !admin)
    throw new Error('The demo seed is missing expense types, bank accounts or the admin user');
  return refs;
}

/** Rows with ids firstId…firstId+count-1, handed out in batches of at most `batch`. */
export function* expenseBatches(
  refs: SeedRefs,
  firstId: number,
  count: number,
  batch: number,
): Generator<ExpenseRow[]> {
  const next = random(20_261_122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const end = Date.now();
  const start = end - YEARS * 365 * DAY_MS;
  const step = (end - start) / count;
  for (let offset = 0; offset < count; offset += batch) {
    const rows: ExpenseRow[] = [];
    for (let i = offset; i < Math.min(count, offset + batch); i++) {
      const sub = pick(refs.subTypes);
      const createdMs = Math.floor(start + i * step + next() * step);
      const dateMs = Math.max(start, createdMs - Math.floor(next() * 21) * DAY_MS);
      const date = new Date(dateMs).toISOString().slice(0, 10);
      const month = `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
      const base = pick(TITLES[sub.name] ?? [sub.name]);
      const roll = next();
      const title =
        roll < 0.5 ? `${base} — ${pick(PLACES)}` : roll < 0.8 ? `${base} (${month})` : base;
      const [low, high] = AMOUNTS[sub.typeName] ?? [100, 10_000];
      // Skewed towards the low end, as most spending is small; whole taka three times in four.
      const major = low + (high - low) * next() ** 2;
      const amount = next() < 0.75 ? Math.round(major) * 100 : Math.round(major * 100);
      const createdAt = new Date(createdMs).toISOString();
      rows.push({
        id: firstId + i,
        title,
        expense_type_id: sub.typeId,
        sub_expense_type_id: next() < 0.9 ? sub.id : null,
        amount,
        date,
        bank_account_id: pick(refs.bankAccountIds),
        payment_type_id: next() < 0.95 ? pick(refs.paymentTypeIds) : null,
        note: next() < 0.2 ? pick(NOTES) : null,
        attachment: null,
        is_active: next() < 0.97 ? 1 : 0,
        created_at: createdAt,
        updated_at: createdAt,
        created_by: refs.adminId,
        updated_by: refs.adminId,
      });
    }
    yield rows;
  }
}
