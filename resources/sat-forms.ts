/**
 * SAT test forms: sections, modules, score scales and their conversion tables.
 * A form is scored by server/domain/assessment/scoring: each section's raw score feeds its
 * section scale; a scale's conversion table turns the summed raw score into a scaled score; the
 * total weighs the section scales (legacy: (Reading + Writing) × 10 + Math; digital: RW + Math).
 */
import { choice, defineResource, integer, reference, text, textarea } from '../schema';
import { activeToggle, arrangePosition, banglaName } from './presets';

export const satTestForm = defineResource({
  name: 'sat-test-form',
  table: 'sat_test_forms',
  subject: 'SatTestForm',
  defaultAccess: { employee: ['read'] },
  route: '/admin/exam/satForm',
  title: 'name',
  menu: { group: 'testsResults', icon: 'Description', order: 5, action: 'update' },
  fields: {
    name: text({ required: true, max: 150, unique: true, searchable: true, sortable: true }),
    kind: choice('satFormKind', { length: 10, required: true, filterable: true }),
    description: textarea({ max: 2000 }),
    is_active: activeToggle(),
  },
  list: { columns: ['name', 'kind', 'is_active'] },
});

export const satScale = defineResource({
  name: 'sat-scale',
  table: 'sat_scales',
  subject: 'SatScale',
  defaultAccess: { employee: ['read'] },
  route: '/admin/exam/satScale',
  title: 'label',
  composedTitle: {},
  menu: { group: 'testsResults', icon: 'Straighten', order: 6, action: 'update' },
  storage: { indexes: [{ columns: ['test_form_id', 'code'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    test_form_id: reference('sat-test-form', {
      onDelete: 'cascade',
      required: true,
      filterable: true,
    }),
    // SAT codes: R, W, M, RW; sub scores COE, WIC, EOI, SEC, HOA, PSD, PAM; cross-test HSS, SCI.
    code: text({ required: true, max: 10, searchable: true, sortable: true }),
    name: text({ required: true, max: 100 }),
    // Shown to Bangla readers on score screens; the stored label stays in English (docs/CONFIG.md).
    name_bn: banglaName(100),
    kind: choice('satScaleKind', { length: 10, required: true, filterable: true }),
    // What one scaled point of a section scale adds to the total (legacy Reading: 10).
    total_weight: integer({ min: 0, max: 100, default: 1 }),
    min_score: integer({ required: true, min: 0, max: 10_000 }),
    max_score: integer({ required: true, min: 0, max: 10_000 }),
  },
  list: { columns: ['test_form_id', 'code', 'name', 'name_bn', 'kind', 'min_score', 'max_score'] },
});

export const satConversion = defineResource({
  name: 'sat-conversion',
  table: 'sat_conversions',
  subject: 'SatScale',
  defaultAccess: { employee: ['read'] },
  route: '/admin/exam/satConversion',
  title: 'label',
  composedTitle: { endsWith: { field: 'raw_score', as: 'number' } },
  storage: { indexes: [{ columns: ['scale_id', 'raw_score'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300 }),
    scale_id: reference('sat-scale', { onDelete: 'cascade', required: true, filterable: true }),
    raw_score: integer({ required: true, min: 0, max: 1000, sortable: true }),
    scaled_score: integer({ required: true, min: 0, max: 10_000 }),
  },
  list: {
    columns: ['scale_id', 'raw_score', 'scaled_score'],
    defaultSort: { field: 'raw_score', order: 'asc' },
    perPage: 100,
  },
});

export const satSection = defineResource({
  name: 'sat-section',
  table: 'sat_sections',
  subject: 'SatSection',
  defaultAccess: { employee: ['read'] },
  route: '/admin/exam/satSection',
  title: 'label',
  composedTitle: {},
  // Exam pickers list SAT sections through this short list.
  shortList: 'all_sat_sections',
  menu: { group: 'testsResults', icon: 'ViewAgenda', order: 7, action: 'update' },
  arrangeOrder: { type: 'sat-section', field: 'position' },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    test_form_id: reference('sat-test-form', {
      onDelete: 'cascade',
      required: true,
      filterable: true,
    }),
    name: text({ required: true, max: 100 }),
    name_bn: banglaName(100),
    // The section scale its raw score feeds (legacy: both math sections feed M).
    scale_id: reference('sat-scale', { required: true, filterable: true }),
    position: arrangePosition({ notNull: false, columnDefault: null }),
    is_active: activeToggle(),
  },
  list: { columns: ['label', 'scale_id', 'is_active'] },
});

export const satModule = defineResource({
  name: 'sat-module',
  table: 'sat_modules',
  subject: 'SatSection',
  defaultAccess: { employee: ['read'] },
  route: '/admin/exam/satModule',
  title: 'label',
  composedTitle: { endsWith: { field: 'number', as: 'number' } },
  storage: { indexes: [{ columns: ['section_id', 'number'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    section_id: reference('sat-section', { onDelete: 'cascade', required: true, filterable: true }),
    number: integer({ required: true, min: 1, max: 9, sortable: true }),
    question_count: integer({ required: true, min: 1, max: 200 }),
    time_limit_minutes: integer({ required: true, min: 1, max: 600 }),
  },
  list: { columns: ['label', 'question_count', 'time_limit_minutes'] },
});
