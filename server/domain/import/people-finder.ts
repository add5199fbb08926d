/**
 * Finds the student or parent a row names: by e-mail first, else by phone, with phones compared
 * by their digits only ("+880 1711-000000" = "+8801711000000"). It reads through the import's
 * transaction, so people an earlier row created are found too; it remembers which row that was.
 */
import type { Executor } from '../../db/types';

export interface FoundPerson {
  id: number;
  name: string;
  by: 'email' | 'phone';
  /** The row of this import that created the person; undefined for people stored before. */
  createdInRow: number | undefined;
}

/** Fewer digits than this is no phone number worth matching on. */
const MIN_PHONE_DIGITS = 5;

const digitsOf = (phone: string): string => phone.replace(/\D/g, '');

export class PeopleFinder {
  private readonly createdInRow = new Map<number, number>();

  private constructor(
    private readonly db: Executor,
    private readonly table: 'students' | 'parents',
    /** Digits → the first (oldest) person with that phone. */
    private readonly byPhone: Map<string, number>,
  ) {}

  /** Reads every stored phone once: a row's phone is then matched without scanning the table. */
  static async load(db: Executor, table: 'students' | 'parents'): Promise<PeopleFinder> {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'phone'])
      .where('phone', 'is not', null)
      .orderBy('id')
      .execute();
    const byPhone = new Map<string, number>();
    for (const row of rows) {
      const digits = digitsOf(String(row.phone));
      if (digits.length >= MIN_PHONE_DIGITS && !byPhone.has(digits))
        byPhone.set(digits, Number(row.id));
    }
    return new PeopleFinder(db, table, byPhone);
  }

  async find(
    email: string | undefined,
    phone: string | undefined,
  ): Promise<FoundPerson | undefined> {
    if (email !== undefined) {
      const row = await this.db
        .selectFrom(this.table)
        .select(['id', 'full_name'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      if (row) return this.found(Number(row.id), String(row.full_name), 'email');
    }
    const digits = phone === undefined ? '' : digitsOf(phone);
    const id = digits.length >= MIN_PHONE_DIGITS ? this.byPhone.get(digits) : undefined;
    if (id === undefined) return undefined;
    const row = await this.db
      .selectFrom(this.table)
      .select('full_name')
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? this.found(id, String(row.full_name), 'phone') : undefined;
  }

  /** A person the import has just created, for the rows after it. */
  remember(id: number, phone: unknown, row: number): void {
    this.createdInRow.set(id, row);
    const digits = typeof phone === 'string' ? digitsOf(phone) : '';
    if (digits.length >= MIN_PHONE_DIGITS && !this.byPhone.has(digits))
      this.byPhone.set(digits, id);
  }

  private found(id: number, name: string, by: FoundPerson['by']): FoundPerson {
    return { id, name, by, createdInRow: this.createdInRow.get(id) };
  }
}
