/**
 * The basic lists a person's profile picks from (/user/basic): religions, genders, blood groups
 * and marital statuses. The centre keeps them: each row is named in English and in Bangla, has
 * its place in the list and can be retired (an inactive value stays on the records that hold it
 * but is not offered again). Everyone reads them, since their profile forms pick from them.
 */
import { defineResource, text } from '../schema';
import { activeToggle, arrangePosition, forEveryone } from './presets';

/** The four lists, by API name and the route of their screens under /user/basic. */
export const BASIC_LISTS = {
  religion: { table: 'religions', route: 'religion' },
  gender: { table: 'genders', route: 'gender' },
  'blood-group': { table: 'blood_groups', route: 'bloodGroup' },
  'marital-status': { table: 'marital_statuses', route: 'maritalStatus' },
} as const;

export type BasicListName = keyof typeof BASIC_LISTS;

/** Who keeps the basic lists; the /user/basic screen asks for it. */
export const BASIC_LIST_SUBJECT = 'BasicList';

const basicList = <const N extends BasicListName>(name: N) =>
  defineResource({
    name,
    table: BASIC_LISTS[name].table,
    subject: BASIC_LIST_SUBJECT,
    defaultAccess: forEveryone('read'),
    route: `/user/basic/${BASIC_LISTS[name].route}`,
    title: 'title',
    titleIn: { bn: 'title_bn' },
    arrangeOrder: { type: name, field: 'position' },
    fields: {
      title: text({ required: true, max: 100, searchable: true, sortable: true }),
      title_bn: text({ required: true, max: 100, searchable: true }),
      position: arrangePosition(),
      is_active: activeToggle(),
    },
    list: { columns: ['title', 'title_bn', 'is_active'] },
  });

export const religion = basicList('religion');
export const gender = basicList('gender');
export const bloodGroup = basicList('blood-group');
export const maritalStatus = basicList('marital-status');
