/**
 * The public site's home page (sliders, promotions, home sections), its pages, menus with nested
 * items, and widgets. General settings keep using the `settings` table.
 */
import type { Db } from '../types';
import {
  columnTypes,
  createIndex,
  createRecordTable,
  foreignKey,
  indexEach,
} from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);
  const active = (c: Parameters<Parameters<typeof createRecordTable>[2]>[0]) =>
    c.addColumn('is_active', t.boolean, (b) => b.notNull().defaultTo(1));

  await createRecordTable(db, 'sliders', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('subtitle', t.string(190))
      .addColumn('text', t.text)
      .addColumn('media_type', t.string(10), (c) => c.notNull().defaultTo('image'))
      .addColumn('image', t.string(500))
      .addColumn('video_url', t.string(500))
      .addColumn('embed_url', t.string(500))
      .addColumn('button1_label', t.string(60))
      .addColumn('button1_link', t.string(500))
      .addColumn('button2_label', t.string(60))
      .addColumn('button2_link', t.string(500))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(active),
  );
  await indexEach(db, 'sliders', ['title', 'media_type', 'position', 'is_active']);

  await createRecordTable(db, 'promotions', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('text', t.text)
      .addColumn('image', t.string(500))
      .addColumn('link', t.string(500))
      .addColumn('starts_on', t.date)
      .addColumn('ends_on', t.date)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(active),
  );
  await indexEach(db, 'promotions', ['title', 'starts_on', 'ends_on', 'position', 'is_active']);

  await createRecordTable(db, 'home_sections', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('subtitle', t.string(190))
      .addColumn('design_type', t.string(30), (c) => c.notNull())
      .addColumn('layout', t.string(30), (c) => c.notNull().defaultTo('centered'))
      .addColumn('background_color', t.string(30))
      .addColumn('background_image', t.string(500))
      .addColumn('body', t.text)
      .addColumn('media', t.string(500))
      .addColumn('button_label', t.string(60))
      .addColumn('button_link', t.string(500))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(active),
  );
  await indexEach(db, 'home_sections', ['title', 'design_type', 'position', 'is_active']);

  await createRecordTable(db, 'pages', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('slug', t.string(190), (c) => c.notNull().unique())
      .addColumn('template', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('content', t.text)
      .addColumn('seo_title', t.string(190))
      .addColumn('seo_description', t.string(300))
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('draft'))
      .$call(active),
  );
  await indexEach(db, 'pages', ['title', 'template', 'status', 'is_active']);

  await createRecordTable(db, 'menus', (b) =>
    b
      .addColumn('name', t.string(100), (c) => c.notNull().unique())
      .addColumn('location', t.string(20), (c) => c.notNull().defaultTo('header'))
      .$call(active),
  );
  await indexEach(db, 'menus', ['location', 'is_active']);

  // Items are written only as a whole tree (server/domain/site/menus), never one by one.
  await createRecordTable(db, 'menu_items', (b) =>
    b
      .addColumn('menu_id', 'integer', foreignKey('menus', 'cascade'))
      .addColumn('parent_id', 'integer', foreignKey('menu_items', 'cascade', false))
      .addColumn('label', t.string(100), (c) => c.notNull())
      .addColumn('link_type', t.string(20), (c) => c.notNull())
      .addColumn('page_id', 'integer', foreignKey('pages', 'set null', false))
      .addColumn('course_id', 'integer', foreignKey('courses', 'set null', false))
      .addColumn('url', t.string(500))
      .addColumn('new_tab', t.boolean, (c) => c.notNull().defaultTo(0))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await createIndex(db, 'menu_items', ['menu_id', 'position']);
  await indexEach(db, 'menu_items', ['parent_id', 'page_id', 'course_id']);

  await createRecordTable(db, 'widgets', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('placement', t.string(20), (c) => c.notNull())
      .addColumn('body', t.text)
      .addColumn('menu_id', 'integer', foreignKey('menus', 'restrict', false))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(active),
  );
  await indexEach(db, 'widgets', [
    'title',
    'type',
    'placement',
    'menu_id',
    'position',
    'is_active',
  ]);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'widgets',
    'menu_items',
    'menus',
    'pages',
    'home_sections',
    'promotions',
    'sliders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
