import { describe, expect, it } from 'vitest';
import {
  boolean,
  choice,
  date,
  file,
  image,
  integer,
  link,
  money,
  reference,
  references,
  richText,
  text,
  textarea,
  type FieldDef,
} from './fields';
import {
  defaultRows,
  isShortField,
  layoutProblems,
  placeFields,
  type FormLayout,
} from './form-layout';
import { defineResource } from './resource';

const entries = (fields: Record<string, FieldDef>) => Object.entries(fields);

describe('the default form layout', () => {
  it('counts one-line values as short and long text, files and many-references as full width', () => {
    const short = [
      text(),
      text({ max: 100 }),
      integer(),
      money(),
      date(),
      boolean(),
      choice('courseKind'),
      reference('course'),
    ];
    const wide = [
      text({ max: 500 }),
      textarea(),
      richText(),
      link(),
      image(),
      file(),
      references('subject', { through: 'x', ownKey: 'a', targetKey: 'b' }),
    ];
    expect(short.map(isShortField)).toEqual(short.map(() => true));
    expect(wide.map(isShortField)).toEqual(wide.map(() => false));
  });

  it('pairs consecutive short fields and gives each wide field its own row', () => {
    const rows = defaultRows(
      entries({
        title: text(),
        category: reference('course-category'),
        subjects: references('subject', { through: 'x', ownKey: 'a', targetKey: 'b' }),
        kind: choice('courseKind'),
        price: money(),
        capacity: integer(),
        cover: image(),
        status: choice('courseStatus'),
        is_active: boolean(),
      }),
    );
    expect(rows).toEqual([
      ['title', 'category'],
      ['subjects'],
      ['kind', 'price'],
      ['capacity'],
      ['cover'],
      ['status', 'is_active'],
    ]);
  });

  it('is one untitled section when the resource declares no layout', () => {
    expect(placeFields({ name: 'bank' }, entries({ name: text(), code: text() }))).toEqual({
      kind: 'sections',
      sections: [{ title: undefined, rows: [['name', 'code']] }],
    });
  });
});

describe('a declared form layout', () => {
  const fields = entries({
    title: text(),
    price: money(),
    capacity: integer(),
    note: textarea(),
    start: date(),
    end: date(),
  });

  it('titles sections by resource and drops rows and sections whose fields are not shown', () => {
    const form: FormLayout = {
      sections: [
        { name: 'main', rows: [['title', 'price', 'capacity'], 'note'] },
        { name: 'dates', rows: [['start', 'end']] },
      ],
    };
    const shown = fields.filter(([name]) => !['price', 'start', 'end'].includes(name));
    expect(placeFields({ name: 'course', form }, shown)).toEqual({
      kind: 'sections',
      sections: [
        { title: 'formLayout.course.sections.main', rows: [['title', 'capacity'], ['note']] },
      ],
    });
  });

  it('puts the fields it does not place in a last "More details" section, on the last tab', () => {
    const form: FormLayout = {
      tabs: [
        { name: 'basics', sections: [{ rows: [['title', 'price']] }] },
        { name: 'dates', sections: [{ name: 'when', rows: [['start', 'end']] }] },
      ],
    };
    expect(placeFields({ name: 'course', form }, fields)).toEqual({
      kind: 'tabs',
      tabs: [
        {
          title: 'formLayout.course.tabs.basics',
          sections: [{ title: undefined, rows: [['title', 'price']] }],
        },
        {
          title: 'formLayout.course.tabs.dates',
          sections: [
            { title: 'formLayout.course.sections.when', rows: [['start', 'end']] },
            { title: 'formLayout.more', rows: [['capacity'], ['note']] },
          ],
        },
      ],
    });
  });
});

describe('a layout naming a field the resource lacks', () => {
  it('is a type error in the config, and a problem the config check names', () => {
    const r = defineResource({
      name: 'note',
      table: 'notes',
      subject: 'Note',
      title: 'title',
      fields: { title: text() },
      form: {
        // @ts-expect-error "titel" is not one of the resource's fields
        sections: [{ rows: ['titel'] }],
      },
    });
    expect(layoutProblems(r)).toEqual([
      'resource "note": form layout names unknown field "titel"',
      'resource "note": form layout leaves out field "title"',
    ]);
  });
});
