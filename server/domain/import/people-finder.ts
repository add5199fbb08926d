/**
 * Finds the student or parent a row names: by e-mail first, else by phone, with phones compared
 * by their digits only ("+880 1711-000000" = "+8801711000000"). Families share phones (a child
 * given the mother's mobile, two parents one landline), so a phone match must not contradict the
 * row's first name: a sibling on the same phone is a new student, not the one already there.
 * It reads through the import's transaction, so people an earlier row created are found too; it
 * remembers which row that was.
 */
import type { Executor } from '../../db/types';

export interface FoundPerson {
  id: number;
  name: string;
  by: 'email' | 'phone';
  /** The row of this import that created the person; undefined for people stored before. */
  createdInRow: number | undefined;
}

interface PhoneHolder {
  id: number;
  firstName: string;
}

/** Fewer digits than this is no phone number worth matching on. */
const MIN_PHONE_DIGITS = 5;

const digitsOf = (phone: unknown): string =>
  typeof phone === 'string' ? phone.replace(/\D/g, '') : '';
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class PeopleFinder {
  private readonly createdInRow = new Map<number, number>();

  private constructor(
    private readonly db: Executor,
    private readonly table: 'students' | 'parents',
    /** Digits → everyone with that phone, oldest first. */
    private readonly byPhone: Map<string, PhoneHolder[]>,
  ) {}

  /** Reads every stored phone once: a row's phone is then matched without scanning the table. */
  static async load(db: Executor, table: 'students' | 'parents'): Promise<PeopleFinder> {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'phone', 'first_name'])
      .where('phone', 'is not', null)
      .orderBy('id')
      .execute();
    const finder = new PeopleFinder(db, table, new Map());
    for (const row of rows) finder.addPhone(Number(row.id), row.phone, row.first_name);
    return finder;
  }

  async find(values: {
    email?: string;
    phone?: string;
    first_name?: string;
  }): Promise<FoundPerson | undefined> {
    if (values.email !== undefined) {
      const row = await this.db
        .selectFrom(this.table)
        .select(['id', 'full_name'])
        .where('email', '=', values.email.toLowerCase())
        .executeTakeFirst();
      if (row) return this.found(Number(row.id), String(row.full_name), 'email');
    }
    const holders = this.byPhone.get(digitsOf(values.phone)) ?? [];
    const { first_name: firstName } = values;
    const holder = holders.find((h) => firstName === undefined || sameName(h.firstName, firstName));
    if (!holder) return undefined;
    const row = await this.db
      .selectFrom(this.table)
      .select('full_name')
      .where('id', '=', holder.id)
      .executeTakeFirst();
    return row ? this.found(holder.id, String(row.full_name), 'phone') : undefined;
  }

  /** A person the import has just created, for the rows after it. */
  remember(id: number, values: { phone?: string; first_name?: string }, row: number): void {
    this.createdInRow.set(id, row);
    this.addPhone(id, values.phone, values.first_name);
  }

  private addPhone(id: number, phone: unknown, firstName: unknown): void {
    const digits = digitsOf(phone);
    if (digits.length < MIN_PHONE_DIGITS) return;
    const holder = { id, firstName: typeof firstName === 'string' ? firstName : '' };
    this.byPhone.set(digits, [...(this.byPhone.get(digits) ?? []), holder]);
  }

  private found(id: number, name: string, by: FoundPerson['by']): FoundPerson {
    return { id, name, by, createdInRow: this.createdInRow.get(id) };
  }
}
