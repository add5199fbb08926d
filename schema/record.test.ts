import { describe, expectTypeOf, it } from 'vitest';
import { course, type coupon } from '../resources/courses';
import type { schedule } from '../resources/schedules';
import { boolean, choice, defineResource, integer, money, reference, text } from './index';
import type { RecordOf } from './record';
import { endsAfterStart } from './rules';

const sample = defineResource({
  name: 'sample',
  table: 'samples',
  subject: 'Sample',
  title: 'title',
  fields: {
    title: text({ required: true }),
    note: text(),
    seats: integer({ required: true }),
    price: money(),
    is_active: boolean({ required: true }),
    status: choice('courseStatus', { required: true }),
    kind: choice('courseKind'),
    course_id: reference('course'),
  },
});

describe('the record type of a resource', () => {
  it('maps each field to its stored type, null unless required', () => {
    type Sample = RecordOf<typeof sample>;
    expectTypeOf(sample.fields.title.required).toEqualTypeOf<true>();
    expectTypeOf<Sample['id']>().toEqualTypeOf<number>();
    expectTypeOf<Sample['title']>().toEqualTypeOf<string>();
    expectTypeOf<Sample['note']>().toEqualTypeOf<string | null>();
    expectTypeOf<Sample['seats']>().toEqualTypeOf<number>();
    expectTypeOf<Sample['price']>().toEqualTypeOf<number | null>();
    expectTypeOf<Sample['is_active']>().toEqualTypeOf<boolean>();
    expectTypeOf<Sample['course_id']>().toEqualTypeOf<number | null>();
  });

  it("types a choice by its enum's values", () => {
    type Sample = RecordOf<typeof sample>;
    expectTypeOf<Sample['status']>().toEqualTypeOf<'draft' | 'published' | 'archived'>();
    expectTypeOf<Sample['kind']>().toEqualTypeOf<1 | 2 | null>();
  });

  it('reads the configured resources the same way', () => {
    expectTypeOf<RecordOf<typeof course>['title']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<typeof coupon>['discount_type']>().toEqualTypeOf<'percent' | 'fixed'>();
    expectTypeOf<RecordOf<typeof schedule>['course_id']>().toEqualTypeOf<number>();
    expectTypeOf(course.name).toEqualTypeOf<'course'>();
  });

  it('refuses a rule naming a field the resource lacks', () => {
    defineResource({
      name: 'ranged',
      table: 'ranges',
      subject: 'Range',
      title: 'from',
      fields: { from: text(), to: text() },
      rules: [endsAfterStart('from', 'to')],
    });
    defineResource({
      name: 'misspelt',
      table: 'ranges',
      subject: 'Range',
      title: 'from',
      fields: { from: text(), to: text() },
      // @ts-expect-error "too" is not a field of this resource
      rules: [endsAfterStart('from', 'too')],
    });
  });
});
