import { describe, expect, it } from 'vitest';
import {
  boolean,
  choice,
  date,
  datetime,
  defineResource,
  integer,
  json,
  money,
  password,
  reference,
  references,
  text,
  time,
  url,
} from '../../schema';
import { ValidationError } from './errors';
import { validateInput } from './validation';

const lesson = defineResource({
  name: 'lesson',
  table: 'lessons',
  subject: 'Lesson',
  title: 'title',
  fields: {
    title: text({ required: true, max: 10 }),
    fee: money({ min: 0 }),
    seats: integer({ min: 1, max: 40 }),
    online: boolean({ default: false }),
    day: choice('dayOfWeek', { required: true }),
    starts: time(),
    on: date(),
    at: datetime(),
    link: url(),
    tutor_id: reference('users'),
    tag_ids: references('permission', {
      through: 'lesson_tags',
      ownKey: 'lesson_id',
      targetKey: 'tag_id',
    }),
    secret: password(),
    extra: json(),
    computed: integer({ readOnly: true }),
  },
});

function errorsOf(
  body: Record<string, unknown>,
  mode: 'create' | 'update' = 'create',
): Record<string, string[]> {
  try {
    validateInput(lesson, body, mode);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return {};
}

describe('validation generated from fields', () => {
  it('coerces Laravel form strings into the fields’ types', () => {
    const values = validateInput(
      lesson,
      {
        title: ' Algebra ',
        fee: '12.50',
        seats: '12',
        online: '1',
        day: '3',
        starts: '09:30:00',
        on: '2026-11-02',
        tag_ids: ['4', '5'],
        extra: '{"a":1}',
        link: '',
      },
      'create',
    );
    expect(values).toMatchObject({
      title: 'Algebra',
      fee: 1250,
      seats: 12,
      online: true,
      day: 3,
      starts: '09:30',
      on: '2026-11-02',
      tag_ids: [4, 5],
      extra: { a: 1 },
      link: null,
    });
  });

  it('fills defaults on create and leaves absent fields alone on update', () => {
    expect(validateInput(lesson, { title: 'A', day: 1 }, 'create')).toMatchObject({
      online: false,
    });
    expect(validateInput(lesson, { seats: 3 }, 'update')).toEqual({ seats: 3 });
  });

  it('keeps an empty password on update (no change) but checks a new one', () => {
    expect(validateInput(lesson, { secret: '' }, 'update')).toEqual({});
    expect(errorsOf({ secret: 'short' }, 'update').secret).toEqual([
      'The secret field must be at least 8 characters.',
    ]);
  });

  it('answers one message per failing field, in Laravel’s words', () => {
    const errors = errorsOf({
      title: 'far too long title',
      fee: '-1',
      seats: 41,
      online: 'perhaps',
      day: 8,
      starts: '25:00',
      on: '2026-13-01',
      at: 'soon',
      link: 'javascript:alert(1)',
      tutor_id: 0,
      tag_ids: 'x',
      computed: 3,
      stray: 1,
    });
    expect(errors).toEqual({
      title: ['The title field must not be greater than 10 characters.'],
      fee: ['The fee field must be at least 0.'],
      seats: ['The seats field must not be greater than 40.'],
      online: ['The online field must be true or false.'],
      day: ['The selected day is invalid.'],
      starts: ['The starts field must be a time (HH:mm).'],
      on: ['The on field must be a valid date (YYYY-MM-DD).'],
      at: ['The at field must be a valid date and time.'],
      link: ['The link field must be a valid URL.'],
      tutor_id: ['The selected tutor is invalid.'],
      tag_ids: ['The tag ids field must be a list of ids.'],
      computed: ['The computed field is read-only.'],
      stray: ['The stray field is prohibited.'],
    });
  });

  it('requires required fields on create, and refuses clearing them on update', () => {
    expect(errorsOf({})).toEqual({
      title: ['The title field is required.'],
      day: ['The day field is required.'],
    });
    expect(errorsOf({ title: '' }, 'update')).toEqual({ title: ['The title field is required.'] });
  });

  it('normalises date-times to ISO 8601 in UTC', () => {
    expect(validateInput(lesson, { at: '2026-11-22T10:00:00+06:00' }, 'update')).toEqual({
      at: '2026-11-22T04:00:00.000Z',
    });
  });
});
