/**
 * The public site's content: blog and gallery categories (one table, by type), blog posts and
 * their comments, gallery images, advisors, testimonials, FAQs and contact requests.
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
  await createRecordTable(db, 'categories', (b) =>
    b
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('name', t.string(150), (c) => c.notNull())
      .addColumn('slug', t.string(190), (c) => c.notNull())
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  // Slugs are unique per type; the slug leads so that a clash names it.
  await createIndex(db, 'categories', ['slug', 'type'], { unique: true });
  await indexEach(db, 'categories', ['type', 'name', 'is_active', 'position']);

  await createRecordTable(db, 'blog_posts', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('slug', t.string(190), (c) => c.notNull().unique())
      .addColumn('category_id', 'integer', foreignKey('categories', 'restrict'))
      .addColumn('cover', t.string(500))
      .addColumn('author_id', 'integer', foreignKey('users', 'set null', false))
      .addColumn('published_at', t.timestamp)
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('draft'))
      .addColumn('excerpt', t.text)
      .addColumn('body', t.text),
  );
  await indexEach(db, 'blog_posts', [
    'title',
    'category_id',
    'author_id',
    'published_at',
    'status',
  ]);

  await createRecordTable(db, 'blog_comments', (b) =>
    b
      .addColumn('blog_post_id', 'integer', foreignKey('blog_posts', 'cascade'))
      .addColumn('name', t.string(150), (c) => c.notNull())
      .addColumn('email', t.string(190), (c) => c.notNull())
      .addColumn('body', t.text, (c) => c.notNull())
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('pending')),
  );
  await indexEach(db, 'blog_comments', ['blog_post_id', 'status']);

  await createRecordTable(db, 'gallery_images', (b) =>
    b
      .addColumn('category_id', 'integer', foreignKey('categories', 'restrict'))
      .addColumn('image', t.string(500), (c) => c.notNull())
      .addColumn('caption', t.string(300))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await indexEach(db, 'gallery_images', ['category_id', 'position']);

  await createRecordTable(db, 'advisors', (b) =>
    b
      .addColumn('name', t.string(150), (c) => c.notNull())
      .addColumn('designation', t.string(190))
      .addColumn('photo', t.string(500))
      .addColumn('bio', t.text)
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await indexEach(db, 'advisors', ['name', 'is_active', 'position']);

  await createRecordTable(db, 'testimonials', (b) =>
    b
      .addColumn('name', t.string(150), (c) => c.notNull())
      .addColumn('designation', t.string(190))
      .addColumn('photo', t.string(500))
      .addColumn('quote', t.text, (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await indexEach(db, 'testimonials', ['name', 'rating', 'is_active', 'position']);

  await createRecordTable(db, 'faqs', (b) =>
    b
      .addColumn('question', t.string(300), (c) => c.notNull())
      .addColumn('answer', t.text, (c) => c.notNull())
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await indexEach(db, 'faqs', ['is_active', 'position']);

  await createRecordTable(db, 'contact_requests', (b) =>
    b
      .addColumn('name', t.string(150), (c) => c.notNull())
      .addColumn('email', t.string(190), (c) => c.notNull())
      .addColumn('phone', t.string(30))
      .addColumn('subject', t.string(190), (c) => c.notNull())
      .addColumn('message', t.text, (c) => c.notNull())
      .addColumn('is_handled', t.boolean, (c) => c.notNull().defaultTo(0))
      .addColumn('handled_at', t.timestamp)
      .addColumn('handled_by', 'integer', foreignKey('users', 'set null', false))
      .addColumn('reply', t.text)
      .addColumn('replied_at', t.timestamp),
  );
  await indexEach(db, 'contact_requests', ['name', 'is_handled', 'created_at']);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'contact_requests',
    'faqs',
    'testimonials',
    'advisors',
    'gallery_images',
    'blog_comments',
    'blog_posts',
    'categories',
  ])
    await db.schema.dropTable(table).execute();
}
