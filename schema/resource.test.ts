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
  ])('%s', (_label, resources, message) => {
    expect(() => checkResources(resources)).toThrow(ConfigError);
    expect(() => checkResources(resources)).toThrow(message);
  });
});
