import { describe, expect, it } from 'vitest';
import {
  boolean,
  checkResources,
  choice,
  ConfigError,
  date,
  defineResource,
  reference,
  text,
  time,
} from './index';

const base = { table: 't', subject: 'T', title: 'name' };

describe('defineResource', () => {
  it('derives the toggle, status and date-range fields and the default list', () => {
    const r = defineResource({
      ...base,
      name: 'thing',
      fields: {
        name: text(),
        is_active: boolean({ toggle: true }),
        status: choice('userStatus', { statusChange: true }),
        on: date({ dateRange: true }),
      },
    });
    expect(r).toMatchObject({
      toggleField: 'is_active',
      statusField: 'status',
      dateRangeField: 'on',
    });
    expect(r.list).toEqual({
      columns: ['name', 'is_active', 'status', 'on'],
      optionalColumns: [],
      computed: {},
      defaultSort: { field: 'id', order: 'desc' },
      perPage: 25,
      createdRange: false,
    });
    expect(r.operations).toEqual(['list', 'show', 'create', 'update', 'delete']);
  });

  it('sorts arranged resources by their position by default', () => {
    const r = defineResource({
      ...base,
      name: 'ordered',
      arrangeOrder: { type: 'ordered', field: 'position' },
      fields: { name: text() },
    });
    expect(r.list.defaultSort).toEqual({ field: 'position', order: 'asc' });
  });
});

describe('checkResources fails loudly on a bad config', () => {
  const ok = defineResource({ ...base, name: 'a', fields: { name: text() } });

  it.each([
    ['a resource declared twice', [ok, ok], /declared twice/],
    [
      "a short list on another resource's API path",
      [ok, defineResource({ ...base, name: 'e', shortList: 'a', fields: { name: text() } })],
      /Short list path "a" is used twice/,
    ],
    [
      'a title that is not a field',
      [defineResource({ ...base, name: 'b', title: 'nope', fields: { name: text() } })],
      /title "nope"/,
    ],
    [
      'a list column that is not a field',
      [
        defineResource({
          ...base,
          name: 'c',
          fields: { name: text() },
          list: { columns: ['ghost'] },
        }),
      ],
      /unknown field "ghost"/,
    ],
    [
      'an optional list column that is not a field',
      [
        defineResource({
          ...base,
          name: 'c',
          fields: { name: text() },
          list: { optionalColumns: ['ghost'] },
        }),
      ],
      /unknown field "ghost"/,
    ],
    [
      'a list column both shown and optional',
      [
        defineResource({
          ...base,
          name: 'c',
          fields: { name: text() },
          list: { columns: ['name'], optionalColumns: ['name'] },
        }),
      ],
      /"name" is both shown and optional/,
    ],
    [
      'a computed list column named as a field',
      [
        defineResource({
          ...base,
          name: 'c',
          fields: { name: text() },
          list: { computed: { name: { type: 'integer' } } },
        }),
      ],
      /computed list column "name" is a field/,
    ],
    [
      'a computed list column referencing an unknown resource',
      [
        defineResource({
          ...base,
          name: 'c',
          fields: { name: text() },
          list: { computed: { things: { type: 'references', resource: 'nowhere' } } },
        }),
      ],
      /computed list column "things" references unknown "nowhere"/,
    ],
    [
      'a default sort by a computed list column',
      [
        defineResource({
          ...base,
          name: 'c',
          fields: { name: text() },
          list: {
            computed: { seats: { type: 'integer' } },
            defaultSort: { field: 'seats', order: 'asc' },
          },
        }),
      ],
      /unknown field "seats"/,
    ],
    [
      'a reference to an unknown resource',
      [
        defineResource({
          ...base,
          name: 'd',
          fields: { name: text(), x_id: reference('nowhere') },
        }),
      ],
      /unknown "nowhere"/,
    ],
    [
      // The config's types refuse both; a config built outside them is still checked.
      'a scope filter on a column the resource lacks',
      [
        defineResource({
          ...base,
          name: 'f',
          fields: { name: text() },
          scope: { employee: { ghost: 'self' } } as never,
        }),
      ],
      /the employee scope names unknown "ghost"/,
    ],
    [
      'a scope filter with an unknown id set',
      [
        defineResource({
          ...base,
          name: 'g',
          fields: { name: text() },
          scope: { student: { created_by: 'myFriends' } } as never,
        }),
      ],
      /the student scope of "created_by" is neither an id set nor values/,
    ],
    [
      "a composed title's value that is not a field",
      [
        defineResource({
          ...base,
          name: 'h',
          fields: { name: text() },
          composedTitle: { endsWith: { field: 'ghost', as: 'date' } } as never,
        }),
      ],
      /the title's value "ghost" is not one of its fields/,
    ],
    [
      'a weekly slot title whose day is not a day of week',
      [
        defineResource({
          ...base,
          name: 'i',
          fields: { name: text(), day: choice('userStatus'), from: time(), to: time() },
          composedTitle: { endsWith: { as: 'weeklySlot', day: 'day', start: 'from', end: 'to' } },
        }),
      ],
      /the title's value "day" is not a day of week/,
    ],
    [
      'a weekly slot title whose end is not a time of day',
      [
        defineResource({
          ...base,
          name: 'j',
          fields: { name: text(), day: choice('dayOfWeek'), from: time(), to: date() },
          composedTitle: { endsWith: { as: 'weeklySlot', day: 'day', start: 'from', end: 'to' } },
        }),
      ],
      /the title's value "to" is not a time of day/,
    ],
  ])('%s', (_label, resources, message) => {
    expect(() => checkResources(resources)).toThrow(ConfigError);
    expect(() => checkResources(resources)).toThrow(message);
  });
});

describe("a composed title's ending", () => {
  it('accepts a weekly slot of a day-of-week choice and two times of day', () => {
    const slot = defineResource({
      ...base,
      name: 'slot',
      fields: { name: text(), day: choice('dayOfWeek'), from: time(), to: time() },
      composedTitle: { endsWith: { as: 'weeklySlot', day: 'day', start: 'from', end: 'to' } },
    });
    expect(() => checkResources([slot])).not.toThrow();
  });

  it('is typed by the resource’s own fields', () => {
    const declared = () =>
      defineResource({
        ...base,
        name: 'typo',
        fields: { name: text(), day: choice('dayOfWeek'), from: time(), to: time() },
        // @ts-expect-error "form" is not one of the resource's fields
        composedTitle: { endsWith: { as: 'weeklySlot', day: 'day', start: 'form', end: 'to' } },
      });
    expect(() => checkResources([declared()])).toThrow(/"form" is not a time of day/);
  });
});
