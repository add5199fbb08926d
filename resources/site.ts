/**
 * Public site: home page, pages, menus, widgets (/public/homePage/*, /public/settings/*).
 */
import {
  boolean,
  choice,
  color,
  date,
  defineResource,
  image,
  integer,
  link,
  reference,
  richText,
  text,
  textarea,
  url,
  PageTemplate,
  WidgetType,
} from '../schema';
import { activeToggle, arrangePosition } from './presets';

export const slider = defineResource({
  name: 'slider',
  table: 'sliders',
  subject: 'Slider',
  route: '/public/homePage/slider',
  title: 'title',
  menu: { group: 'publicSite', icon: 'ViewCarousel', order: 21 },
  arrangeOrder: { type: 'slider', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    subtitle: text(),
    text: textarea({ max: 2000 }),
    media_type: choice('sliderMediaType', {
      length: 10,
      required: true,
      default: 'image',
      filterable: true,
    }),
    image: image({ maxKb: 4096 }),
    video_url: url(),
    // Checked against the embeddable hosts (schema/site/embed.ts) by the slider's rules.
    embed_url: url(),
    button1_label: text({ max: 60 }),
    button1_link: link(),
    button2_label: text({ max: 60 }),
    button2_link: link(),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
  list: { columns: ['image', 'title', 'media_type', 'is_active'] },
});

export const promotion = defineResource({
  name: 'promotion',
  table: 'promotions',
  subject: 'Promotion',
  route: '/public/homePage/promotion',
  title: 'title',
  menu: { group: 'publicSite', icon: 'Campaign', order: 22 },
  arrangeOrder: { type: 'promotion', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    text: textarea({ max: 2000 }),
    image: image({ maxKb: 4096 }),
    link: link(),
    starts_on: date({ sortable: true }),
    ends_on: date({ sortable: true }),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
  list: { columns: ['image', 'title', 'starts_on', 'ends_on', 'is_active'] },
});

export const homeSection = defineResource({
  name: 'home-section',
  table: 'home_sections',
  subject: 'HomeSection',
  route: '/public/homePage/homeSection',
  title: 'title',
  menu: { group: 'publicSite', icon: 'ViewQuilt', order: 23 },
  arrangeOrder: { type: 'home-section', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    subtitle: text(),
    design_type: choice('sectionDesignType', {
      length: 30,
      required: true,
      default: 'text_image',
      filterable: true,
    }),
    layout: choice('sectionLayout', { length: 30, required: true, default: 'centered' }),
    background_color: color(),
    background_image: image({ maxKb: 4096 }),
    body: richText({ max: 50_000 }),
    media: image({ maxKb: 4096 }),
    button_label: text({ max: 60 }),
    button_link: link(),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
  list: { columns: ['title', 'design_type', 'layout', 'is_active'] },
});

export const page = defineResource({
  name: 'page',
  table: 'pages',
  subject: 'Page',
  route: '/public/settings/page',
  title: 'title',
  menu: { group: 'publicSite', icon: 'Article', order: 34 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    // The public address: made from the title when left empty, like the blog's (slugs.ts).
    slug: text({ notNull: true, max: 190, unique: true, searchable: true, sortable: true }),
    template: choice('pageTemplate', {
      required: true,
      default: PageTemplate.AboutUs,
      filterable: true,
    }),
    content: richText(),
    seo_title: text({ max: 190 }),
    seo_description: textarea({ length: 300, max: 300 }),
    status: choice('publishStatus', { default: 'draft', statusChange: true, filterable: true }),
    is_active: activeToggle(),
  },
  list: { columns: ['title', 'slug', 'template', 'status', 'is_active'] },
});

export const menu = defineResource({
  name: 'menu',
  table: 'menus',
  subject: 'Menu',
  route: '/public/settings/menu',
  title: 'name',
  menu: { group: 'publicSite', icon: 'Menu', order: 35 },
  // Its items are a tree saved whole: GET/PUT /api/menu/{id}/items (server/domain/site/menus).
  fields: {
    name: text({ required: true, max: 100, unique: true, searchable: true, sortable: true }),
    location: choice('menuLocation', { required: true, default: 'header', filterable: true }),
    is_active: activeToggle(),
  },
  list: { columns: ['name', 'location', 'is_active'] },
});

/**
 * A menu's items, read-only through the generic API: they are written as one tree with
 * `PUT /api/menu/{id}/items` (server/domain/site/menu-items.ts), which checks links and depth.
 * Declared so the public API can serve a menu with its items.
 */
export const menuItem = defineResource({
  name: 'menu-item',
  table: 'menu_items',
  subject: 'Menu',
  title: 'label',
  operations: ['list', 'show'],
  storage: {
    indexes: [
      { columns: ['menu_id', 'position'] },
      { columns: ['page_id'] },
      { columns: ['course_id'] },
    ],
  },
  fields: {
    menu_id: reference('menu', { onDelete: 'cascade', required: true, filterable: true }),
    parent_id: reference('menu-item', { onDelete: 'cascade', filterable: true }),
    label: text({ required: true, max: 100 }),
    link_type: text({ required: true, max: 20 }),
    page_id: reference('page', { onDelete: 'set null' }),
    course_id: reference('course', { onDelete: 'set null' }),
    url: link(),
    new_tab: boolean(),
    position: integer({ notNull: true, columnDefault: 0, min: 0 }),
  },
  list: { perPage: 500 },
});

export const widget = defineResource({
  name: 'widget',
  table: 'widgets',
  subject: 'Widget',
  route: '/public/settings/widget',
  title: 'title',
  menu: { group: 'publicSite', icon: 'Widgets', order: 36 },
  arrangeOrder: { type: 'widget', field: 'position' },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    type: choice('widgetType', { required: true, default: WidgetType.Text, filterable: true }),
    placement: choice('widgetPlacement', { required: true, default: 'footer_1', filterable: true }),
    body: richText({ max: 20_000 }),
    menu_id: reference('menu', { activeOnly: true, filterable: true }),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
  list: { columns: ['title', 'type', 'placement', 'menu_id', 'is_active'] },
});
