/**
 * A `filter[field]=value` as the column stores it, parsed by the field's type: shared by the
 * resource lists and the public lists, so both refuse the same values (docs/API.md "Input bounds").
 */
import { enums, type FieldDef } from '../../schema';
import { toMinorUnits } from '../domain/money';
import { hasNul, INTEGER_RANGE, isCalendarDate, parseId, parseMoment } from './input-bounds';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The stored value (booleans 1/0, numbers for numeric columns and numeric enums, money in minor
 * units), or null when the column could never hold it. `field` undefined means the row id.
 */
export function storedFilterValue(
  field: FieldDef | undefined,
  raw: unknown,
): string | number | null {
  if (typeof raw !== 'string' || hasNul(raw)) return null;
  if (field === undefined) return parseId(raw) ?? null;
  switch (field.type) {
    case 'reference':
    case 'references':
      return parseId(raw) ?? null;
    case 'integer': {
      const n = /^-?\d{1,10}$/.test(raw) ? Number(raw) : NaN;
      const min = field.min ?? INTEGER_RANGE.min;
      const max = field.max ?? INTEGER_RANGE.max;
      return n >= min && n <= max ? n : null;
    }
    case 'boolean':
      if (raw === '1' || raw === 'true') return 1;
      if (raw === '0' || raw === 'false') return 0;
      return null;
    case 'choice': {
      const values = enums[field.enum] as readonly (string | number)[];
      return values.find((v) => String(v) === raw) ?? null;
    }
    case 'money':
      return toMinorUnits(raw);
    case 'date':
      return isCalendarDate(raw) ? raw : null;
    case 'datetime':
      return parseMoment(raw) ? raw : null;
    case 'time':
      return TIME.test(raw) ? raw : null;
    default:
      // Text longer than the column holds can match no row: a mistake, said as such.
      return 'max' in field && field.max !== undefined && raw.length > field.max ? null : raw;
  }
}
