/**
 * A submission is late when it arrives after the end of its homework's due date (its
 * "last submission date"), that date being a day of the centre's calendar (Asia/Dhaka).
 */
import { centreNow } from '../../scheduling/calendar';

export const isLate = (submittedAt: Date, dueDate: string): boolean =>
  centreNow(submittedAt).date > dueDate;
