/**
 * Tutorials (/admin/tutorial, /tutorial).
 */
import { choice, defineResource, reference, references, richText, text, url } from '../schema';
import { activeToggle, arrangePosition, banglaName, forEveryone } from './presets';

export const tutorialCategory = defineResource({
  name: 'tutorial-category',
  table: 'tutorial_categories',
  subject: 'TutorialCategory',
  defaultAccess: forEveryone('read'),
  route: '/admin/tutorial/category',
  title: 'name',
  titleIn: { bn: 'name_bn' },
  menu: { group: 'tutorials', icon: 'FolderSpecial', order: 2 },
  arrangeOrder: { type: 'tutorial-category', field: 'position' },
  fields: {
    name: text({ required: true, max: 150, unique: true, searchable: true, sortable: true }),
    name_bn: banglaName(150),
    parent_id: reference('tutorial-category', { activeOnly: true, filterable: true }),
    // Empty: every signed-in user may read the category's tutorials.
    roles: references('role', {
      through: 'tutorial_category_roles',
      ownKey: 'tutorial_category_id',
      targetKey: 'role_id',
    }),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
  list: { columns: ['name', 'name_bn', 'parent_id', 'is_active'] },
  scope: {
    employee: true,
    student: true,
    parent: true,
    affiliation: true,
  },
});

export const tutorial = defineResource({
  name: 'tutorial',
  table: 'tutorials',
  subject: 'Tutorial',
  defaultAccess: forEveryone('read'),
  route: '/admin/tutorial',
  title: 'title',
  menu: { group: 'tutorials', icon: 'OndemandVideo', order: 1 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    category_id: reference('tutorial-category', {
      required: true,
      activeOnly: true,
      filterable: true,
    }),
    kind: choice('tutorialKind', {
      length: 10,
      required: true,
      default: 'video',
      filterable: true,
    }),
    video_url: url(),
    body: richText(),
    is_active: activeToggle(),
  },
  list: { columns: ['title', 'category_id', 'kind', 'is_active', 'created_at'] },
  scope: {
    employee: true,
    student: true,
    parent: true,
    affiliation: true,
  },
});
