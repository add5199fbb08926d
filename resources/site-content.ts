/**
 * Public-site content (/public/*): blog, gallery, advisors, testimonials, FAQs, contact.
 * Blog and gallery categories are one table, `categories`, told apart by type (`CategoryType`);
 * each is a resource of its own over its rows, with its own menu entry and permission.
 * Slugs are made from the name or title when left empty (server/domain/site-content/slugs.ts).
 */
import {
  boolean,
  choice,
  datetime,
  defineResource,
  email,
  image,
  integer,
  phone,
  reference,
  richText,
  text,
  textarea,
  CategoryType,
} from '../schema';
import type { MenuIconName } from '../schema/menu-icons';
import { activeToggle, arrangePosition, banglaName } from './presets';

/** A category resource over the `categories` rows of one type. */
const categoriesOfType = (o: {
  name: string;
  subject: string;
  route: string;
  icon: MenuIconName;
  order: number;
  type: CategoryType;
}) =>
  defineResource({
    name: o.name,
    table: 'categories',
    subject: o.subject,
    route: o.route,
    title: 'name',
    titleIn: { bn: 'name_bn' },
    menu: { group: 'publicSite', icon: o.icon, order: o.order },
    rows: { type: o.type },
    arrangeOrder: { type: o.name, field: 'position' },
    storage: { columns: { type: integer({ required: true }) } },
    fields: {
      name: text({ required: true, max: 150, searchable: true, sortable: true }),
      name_bn: banglaName(150),
      slug: text({ notNull: true, max: 190, unique: true, searchable: true }),
      is_active: activeToggle(),
      position: arrangePosition(),
    },
    list: { columns: ['name', 'name_bn', 'slug', 'is_active'] },
  });

export const blogCategory = categoriesOfType({
  name: 'blog-category',
  subject: 'BlogCategory',
  route: '/public/blog/category',
  icon: 'Topic',
  order: 12,
  type: CategoryType.Blog,
});

export const galleryCategory = categoriesOfType({
  name: 'gallery-category',
  subject: 'GalleryCategory',
  route: '/public/gallery/category',
  icon: 'PhotoLibrary',
  order: 13,
  type: CategoryType.Gallery,
});

export const blogPost = defineResource({
  name: 'blog-post',
  table: 'blog_posts',
  subject: 'BlogPost',
  route: '/public/blog/post',
  title: 'title',
  // Blog posts show the pending comments count.
  menu: { group: 'publicSite', icon: 'Article', order: 10, badge: 'pending_comments' },
  fields: {
    title: text({ required: true, max: 190, searchable: true, sortable: true }),
    slug: text({ notNull: true, max: 190, unique: true, searchable: true }),
    category_id: reference('blog-category', { required: true, activeOnly: true, filterable: true }),
    cover: image(),
    // The writer when left empty.
    author_id: reference('users', { onDelete: 'set null', filterable: true }),
    published_at: datetime({ sortable: true, dateRange: true }),
    status: choice('publishStatus', { default: 'draft', statusChange: true, filterable: true }),
    excerpt: textarea({ max: 500 }),
    body: richText(),
  },
  list: {
    columns: ['cover', 'title', 'category_id', 'author_id', 'published_at', 'status'],
    defaultSort: { field: 'published_at', order: 'desc' },
  },
});

export const blogComment = defineResource({
  name: 'blog-comment',
  table: 'blog_comments',
  subject: 'BlogComment',
  route: '/public/blog/comment',
  title: 'name',
  menu: { group: 'publicSite', icon: 'Comment', order: 11, badge: 'pending_comments' },
  fields: {
    blog_post_id: reference('blog-post', { onDelete: 'cascade', required: true, filterable: true }),
    name: text({ required: true, max: 150, searchable: true }),
    email: email({ required: true, searchable: true }),
    body: textarea({ required: true, max: 5000 }),
    status: choice('commentStatus', { default: 'pending', statusChange: true, filterable: true }),
  },
  list: { columns: ['name', 'blog_post_id', 'body', 'status', 'created_at'] },
});

export const galleryImage = defineResource({
  name: 'gallery-image',
  table: 'gallery_images',
  subject: 'GalleryImage',
  // Managed on its gallery category's page: no screens of its own.
  title: 'caption',
  arrangeOrder: { type: 'gallery-image', field: 'position' },
  fields: {
    category_id: reference('gallery-category', { required: true, filterable: true }),
    image: image({ required: true }),
    caption: text({ max: 300, searchable: true }),
    position: arrangePosition(),
  },
  list: { perPage: 100 },
});

export const advisor = defineResource({
  name: 'advisor',
  table: 'advisors',
  subject: 'Advisor',
  route: '/public/advisor',
  title: 'name',
  menu: { group: 'publicSite', icon: 'SupervisorAccount', order: 25 },
  arrangeOrder: { type: 'advisor', field: 'position' },
  fields: {
    name: text({ required: true, max: 150, searchable: true, sortable: true }),
    designation: text({ max: 190, searchable: true }),
    photo: image(),
    bio: textarea({ max: 5000 }),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
  list: { columns: ['photo', 'name', 'designation', 'is_active'] },
});

export const testimonial = defineResource({
  name: 'testimonial',
  table: 'testimonials',
  subject: 'Testimonial',
  route: '/public/testimonial',
  title: 'name',
  menu: { group: 'publicSite', icon: 'FormatQuote', order: 26 },
  arrangeOrder: { type: 'testimonial', field: 'position' },
  fields: {
    name: text({ required: true, max: 150, searchable: true, sortable: true }),
    designation: text({ max: 190 }),
    photo: image(),
    quote: textarea({ required: true, max: 2000 }),
    rating: integer({ required: true, min: 1, max: 5, default: 5, filterable: true }),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
  list: { columns: ['photo', 'name', 'designation', 'rating', 'is_active'] },
});

export const faq = defineResource({
  name: 'faq',
  table: 'faqs',
  subject: 'Faq',
  route: '/public/faq',
  title: 'question',
  menu: { group: 'publicSite', icon: 'LiveHelp', order: 27 },
  arrangeOrder: { type: 'faq', field: 'position' },
  fields: {
    question: text({ required: true, max: 300, searchable: true }),
    answer: richText({ required: true, max: 20_000 }),
    is_active: activeToggle(),
    position: arrangePosition(),
  },
  list: { columns: ['question', 'is_active'] },
});

export const contactRequest = defineResource({
  name: 'contact-request',
  table: 'contact_requests',
  subject: 'ContactRequest',
  route: '/public/contact_request',
  title: 'subject',
  menu: {
    group: 'publicSite',
    icon: 'ContactMail',
    order: 40,
    badge: 'unhandled_contact_requests',
  },
  storage: {
    indexes: [{ columns: ['created_at'] }],
    // The language the public form was sent in (public-api.config.ts `senderLanguage`): a reply's
    // frame is worded in it (server/domain/site-content/contact-reply.ts). Empty on older rows.
    columns: { language: text({ max: 5 }) },
  },
  fields: {
    name: text({ required: true, max: 150, searchable: true, sortable: true }),
    email: email({ required: true, searchable: true }),
    phone: phone(),
    subject: text({ required: true, max: 190, searchable: true }),
    message: textarea({ required: true, max: 5000 }),
    // Marking handled stamps when and by whom (server/domain/site-content/contact-handling.ts).
    is_handled: boolean({ toggle: true, filterable: true }),
    handled_at: datetime({ readOnly: true }),
    handled_by: reference('users', { onDelete: 'set null', readOnly: true }),
    // The last reply e-mailed from POST /api/contact-request/{id}/reply.
    reply: textarea({ readOnly: true, max: 10_000 }),
    replied_at: datetime({ readOnly: true }),
  },
  list: { columns: ['name', 'email', 'subject', 'is_handled', 'created_at'] },
});
