import { describe, expect, it } from 'vitest';
import { checkConfig, configProblems, type CheckedConfig } from './config-check';
import { menuGroups } from './menu';
import type { MenuEntry } from './menu-pages';
import { ConfigError, defineResource, type Resource } from './resource';
import { date, integer, reference, references, text, textarea } from './fields';
import { fromReference } from './reference-defaults';

const course = defineResource({
  name: 'course',
  table: 'courses',
  subject: 'Course',
  route: '/course',
  title: 'title',
  menu: { group: 'courses', icon: 'School', order: 1 },
  fields: { title: text() },
  defaultAccess: { employee: ['read'] },
});

const dashboard: MenuEntry = {
  key: 'page:dashboard',
  group: 'dashboard',
  order: 1,
  to: '/dashboard',
  icon: 'Dashboard',
  label: 'app.dashboard',
  access: { action: 'read', subject: 'Auth' },
};

/** Every label the given resources, the menu groups and the dashboard page need. */
const messages = (...resources: Resource[]) => ({
  resources: Object.fromEntries(
    resources.map((r) => [
      r.name,
      { name: r.name, fields: Object.fromEntries(Object.keys(r.fields).map((f) => [f, f])) },
    ]),
  ),
  menu: { groups: Object.fromEntries(menuGroups.map((g) => [g, g])) },
  app: { dashboard: 'Dashboard' },
});

/** The resources, labelled in both languages. */
const labelled = (...resources: Resource[]): Partial<CheckedConfig> => ({
  resources,
  labels: { en: messages(...resources), bn: messages(...resources) },
});

const good: CheckedConfig = {
  resources: [course],
  pages: [dashboard],
  iconNames: ['School', 'Dashboard'],
  labels: { en: messages(course), bn: messages(course) },
};

/** The config with one change. */
const withChange = (change: Partial<CheckedConfig>): CheckedConfig => ({ ...good, ...change });

describe('the config check', () => {
  it('finds nothing wrong in a config that is whole', () => {
    expect(configProblems(good)).toEqual([]);
    expect(() => checkConfig(good)).not.toThrow();
  });

  it('names two menu entries at the same place of a group', () => {
    const tutor = defineResource({
      ...course,
      rules: [],
      warnings: [],
      defaultsFrom: [],
      form: undefined,
      composedTitle: undefined,
      name: 'tutor',
      route: '/tutor',
    });
    const page: MenuEntry = {
      ...dashboard,
      key: 'page:catalogue',
      group: 'courses',
      to: '/catalogue',
    };
    expect(configProblems(withChange(labelled(course, tutor)))).toEqual([
      'resource "tutor": menu place "courses #1" is already used by resource "course"',
    ]);
    expect(configProblems(withChange({ pages: [dashboard, page] }))).toEqual([
      'page "/catalogue": menu place "courses #1" is already used by resource "course"',
    ]);
  });

  it('names a screen route declared twice', () => {
    const other = defineResource({
      ...course,
      rules: [],
      warnings: [],
      defaultsFrom: [],
      form: undefined,
      composedTitle: undefined,
      name: 'catalogue',
      menu: undefined,
    });
    expect(configProblems(withChange(labelled(course, other)))).toEqual([
      'resource "catalogue": route "/course" is already used by resource "course"',
    ]);
    const twin = { ...dashboard, key: 'page:home', order: 2 };
    expect(configProblems(withChange({ pages: [dashboard, twin] }))).toEqual([
      'page "/dashboard": route "/dashboard" is already used by page "/dashboard"',
    ]);
  });

  it('lets a page entry link to a resource screen', () => {
    const panel: MenuEntry = {
      ...dashboard,
      key: 'page:my-courses',
      group: 'employeePanel',
      to: '/course',
    };
    expect(configProblems(withChange({ pages: [dashboard, panel] }))).toEqual([]);
  });

  it('names an icon the app does not know', () => {
    expect(configProblems(withChange({ iconNames: ['Dashboard'] }))).toEqual([
      'resource "course": menu icon "School" is not one the app knows',
    ]);
    expect(configProblems(withChange({ iconNames: ['School'] }))).toEqual([
      'page "/dashboard": menu icon "Dashboard" is not one the app knows',
    ]);
  });

  it("names each label missing in either language: a resource's name, a field, a menu group, a page", () => {
    // Bangla lacks the course's name and title, the billing group's name and the dashboard's.
    const { billing: _billing, ...groups } = messages(course).menu.groups;
    const bn = { resources: { course: { fields: { title: '' } } }, menu: { groups }, app: {} };
    expect(configProblems(withChange({ labels: { en: messages(course), bn } }))).toEqual([
      'resource "course": no bn label for its name (resources.course.name)',
      'resource "course": no bn label for field "title" (resources.course.fields.title)',
      'menu group "billing": no bn label for its name (menu.groups.billing)',
      'page "/dashboard": no bn label for its menu entry (app.dashboard)',
    ]);
  });

  it('names resources that share a subject but not its default access', () => {
    const module = defineResource({
      ...course,
      rules: [],
      warnings: [],
      defaultsFrom: [],
      form: undefined,
      composedTitle: undefined,
      name: 'module',
      route: '/module',
      menu: undefined,
      defaultAccess: { employee: ['read', 'create'] },
    });
    expect(configProblems(withChange(labelled(course, module)))).toEqual([
      'resource "module": default access differs from resource "course", which shares its subject "Course"',
    ]);
  });

  describe('form layouts', () => {
    const laidOut = (form: Resource['form']): Resource => ({
      ...defineResource({
        name: 'exam',
        table: 'exams',
        subject: 'Exam',
        title: 'title',
        fields: {
          title: text(),
          marks: integer(),
          note: textarea(),
          score: integer({ readOnly: true }),
        },
      }),
      form,
    });
    /** Labels for the resource and for the titles its layout uses. */
    const layoutLabels = (r: Resource) => ({
      ...messages(r),
      formLayout: {
        more: 'More details',
        exam: { sections: { main: 'Main', extra: 'Extra' }, tabs: { one: 'One', two: 'Two' } },
      },
    });
    const check = (r: Resource) =>
      configProblems({
        ...good,
        resources: [r],
        labels: { en: layoutLabels(r), bn: layoutLabels(r) },
      });

    it('accepts a layout that places each field the form offers once, read-only ones optional', () => {
      const r = laidOut({
        sections: [
          { name: 'main', rows: [['title', 'marks']] },
          { name: 'extra', rows: ['note'] },
        ],
      });
      expect(check(r)).toEqual([]);
    });

    it('names a field the layout does not know, one placed twice and one left out', () => {
      const r = laidOut({
        tabs: [
          { name: 'one', sections: [{ rows: [['title', 'mark']] }] },
          { name: 'two', sections: [{ rows: ['title'] }] },
        ],
      });
      expect(check(r)).toEqual([
        'resource "exam": form layout names unknown field "mark"',
        'resource "exam": form layout places field "title" twice',
        'resource "exam": form layout leaves out field "marks"',
        'resource "exam": form layout leaves out field "note"',
      ]);
    });

    it('names a section or tab title missing in a language', () => {
      const r = laidOut({
        tabs: [{ name: 'three', sections: [{ name: 'main', rows: ['title', 'marks', 'note'] }] }],
      });
      expect(check(r)).toEqual([
        'resource "exam": no en label for a form layout title (formLayout.exam.tabs.three)',
        'resource "exam": no bn label for a form layout title (formLayout.exam.tabs.three)',
      ]);
    });
  });

  it('names a permission matrix on a field that does not reference the permissions', () => {
    const group = defineResource({
      name: 'group',
      table: 'groups',
      subject: 'Group',
      title: 'name',
      fields: {
        name: text(),
        courses: references('course', {
          through: 'group_courses',
          ownKey: 'group_id',
          targetKey: 'course_id',
          input: 'permissionMatrix',
        }),
      },
    });
    expect(configProblems(withChange(labelled(course, group)))).toEqual([
      'resource "group": field "courses" uses the permission matrix but references "course", whose rows have no subject and action',
    ]);
  });

  it('names a default from a reference whose fields do not exist or do not match', () => {
    const term = defineResource({
      name: 'term',
      table: 'terms',
      subject: 'Term',
      title: 'label',
      fields: {
        label: text(),
        course_id: reference('course', {}),
        starts: date(),
        seats: integer(),
        stamp: text({ readOnly: true }),
      },
      defaultsFrom: [
        fromReference('course_id', { starts: 'title', seats: 'missing', stamp: 'title' }),
        fromReference('label', { starts: 'title' }),
      ],
    });
    expect(configProblems(withChange(labelled(course, term)))).toEqual([
      'resource "term": default from "course_id": "starts" (date) cannot start from "title" (text)',
      'resource "term": default from "course_id": "course" has no field "missing"',
      'resource "term": default from "course_id": "stamp" is not a field its forms offer',
      'resource "term": default from "label" is not a reference field',
    ]);
    const fine = defineResource({
      ...term,
      rules: [],
      warnings: [],
      form: undefined,
      composedTitle: undefined,
      defaultsFrom: [fromReference('course_id', { label: 'title' })],
    });
    expect(configProblems(withChange(labelled(course, fine)))).toEqual([]);
  });

  it('fails a start with every problem listed', () => {
    const broken = withChange({ iconNames: [] });
    expect(() => checkConfig(broken)).toThrow(ConfigError);
    expect(() => checkConfig(broken)).toThrow(/2 problem\(s\)[\s\S]*"School"[\s\S]*"Dashboard"/);
  });
});
