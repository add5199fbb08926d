/**
 * Settings (rows of group, name, value).
 */
import { defineResource, text, textarea } from '../schema';
import { forEveryone } from './presets';

export const setting = defineResource({
  name: 'setting',
  table: 'settings',
  subject: 'Setting',
  defaultAccess: forEveryone('read'),
  title: 'name',
  storage: { indexes: [{ columns: ['group', 'name'], unique: true }] },
  fields: {
    group: text({ required: true, max: 50, filterable: true, sortable: true }),
    name: text({ required: true, max: 100, searchable: true, sortable: true }),
    value: textarea({ max: 20_000 }),
  },
  list: { perPage: 100, defaultSort: { field: 'group', order: 'asc' } },
});
