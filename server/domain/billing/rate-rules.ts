/** An employee rate, once stored, changed or removed, re-prices its tutor's unpaid hours. */
import type { employeeRate } from '../../../resources/billing';
import type { HooksOf } from '../../resources/hooks';
import { repriceUnpaidHours } from './reprice';

export const rateRules: HooksOf<typeof employeeRate> = {
  async afterSave(tx, ctx, { row, current }) {
    await repriceUnpaidHours(tx, ctx, Number(row.employee_id));
    if (current && Number(current.employee_id) !== Number(row.employee_id))
      await repriceUnpaidHours(tx, ctx, Number(current.employee_id));
  },
  async afterDelete(tx, ctx, row) {
    await repriceUnpaidHours(tx, ctx, Number(row.employee_id));
  },
};
