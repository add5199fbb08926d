/**
 * Rules of a weekly slot that need the database: its tutor teaches its course, and it double-books
 * neither its tutor nor its room (clash.ts). Times and validity in order are the resource's own
 * `rules` (resources/schedules.ts). A slot switched back on by toggle, which skips checks, is held
 * to the same clash rule inside the toggle's transaction.
 */
import type { DayOfWeek } from '../../../schema';
import type { Executor, Row } from '../../db/types';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import type { schedule } from '../../../resources/schedules';
import type { BeforeSave, Check } from '../../resources/hooks';
import {
  findSlotClashes,
  roomClashMessage,
  tutorClashMessage,
  type ClashingClass,
  type SlotPlacement,
} from './clash';

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** An unset is_active is the column's default, on. */
const isOn = (value: unknown) => value === undefined || value === true || Number(value) === 1;

function placementOf(slot: Row): SlotPlacement {
  return {
    id: slot.id === undefined || slot.id === null ? null : Number(slot.id),
    tutor_id: Number(slot.tutor_id),
    // The choice rule has checked it before any hook runs.
    day_of_week: Number(slot.day_of_week) as DayOfWeek,
    start_time: String(slot.start_time),
    end_time: String(slot.end_time),
    valid_from: String(slot.valid_from),
    valid_to: text(slot.valid_to),
    room: text(slot.room),
    is_active: isOn(slot.is_active),
  };
}

type Rival = SlotPlacement & ClashingClass;

/** Active slots on the candidate's day whose times overlap it, named for messages. */
async function rivalsOf(db: Executor, candidate: SlotPlacement): Promise<Rival[]> {
  let query = db
    .selectFrom('schedules')
    .innerJoin('courses', 'courses.id', 'schedules.course_id')
    .innerJoin('employees', 'employees.id', 'schedules.tutor_id')
    .selectAll('schedules')
    .select(['courses.title as course_title', 'employees.full_name as tutor_name'])
    .where('schedules.is_active', '=', 1)
    .where('schedules.day_of_week', '=', candidate.day_of_week)
    .where('schedules.start_time', '<', candidate.end_time)
    .where('schedules.end_time', '>', candidate.start_time)
    .orderBy('schedules.start_time')
    .orderBy('schedules.id');
  if (candidate.id !== null) query = query.where('schedules.id', '!=', candidate.id);
  return (await query.execute()).map((row) => ({
    ...placementOf(row),
    id: Number(row.id),
    schedule_id: Number(row.id),
    course_title: String(row.course_title),
    tutor_name: String(row.tutor_name),
    when: Number(row.day_of_week),
  }));
}

/** Field errors naming the slot that takes the tutor (on start_time) or the room. */
export async function slotClashErrors(
  db: Executor,
  slot: Row,
  tr: Translator,
): Promise<FieldErrors> {
  const candidate = placementOf(slot);
  if (!candidate.is_active) return {};
  const { tutor, room } = findSlotClashes(candidate, await rivalsOf(db, candidate));
  const errors: FieldErrors = {};
  if (tutor) errors.start_time = [tutorClashMessage(tutor, tr)];
  if (room) errors.room = [roomClashMessage(room, tr)];
  return errors;
}

async function teaches(db: Executor, tutorId: number, courseId: number): Promise<boolean> {
  const link = await db
    .selectFrom('course_tutors')
    .select('course_id')
    .where('course_id', '=', courseId)
    .where('employee_id', '=', tutorId)
    .executeTakeFirst();
  return link !== undefined;
}

export const checkSlot: Check<typeof schedule> = async (ctx, db, { values, current }) => {
  const tr = translatorFor(ctx.language ?? 'en');
  const next = { ...current, ...values };
  const errors: FieldErrors = {};
  const courseId = Number(next.course_id);
  const tutorId = Number(next.tutor_id);
  // Only a new pairing is checked, so a slot whose tutor later left the course can still be
  // edited or switched off.
  const paired =
    current !== undefined &&
    Number(current.course_id) === courseId &&
    Number(current.tutor_id) === tutorId;
  if (!paired && !(await teaches(db, tutorId, courseId))) {
    errors.tutor_id = [tr.t('scheduling.tutorNotOfCourse')];
  }
  return { ...errors, ...(await slotClashErrors(db, next, tr)) };
};

export const refuseClashingReactivation: BeforeSave<typeof schedule> = async (
  tx,
  ctx,
  { values, current },
) => {
  if (!current || isOn(current.is_active) || values.is_active !== true) return;
  const errors = await slotClashErrors(
    tx,
    { ...current, ...values },
    translatorFor(ctx.language ?? 'en'),
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
};
