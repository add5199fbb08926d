/**
 * The public site's API (docs/API.md "Public API"), declared per resource. Nothing of a resource
 * is public unless it is named here: a visitor gets the `fields` listed (and `id`) of the rows
 * `where` lets through, never anything else (no audit columns, no staff e-mail or phone).
 *
 * A public read with children (the blog's, declared below, in short):
 *
 *   publicRead(blogPost, {
 *     path: 'blog-posts',                        // GET /api/public/blog-posts[/{slug}]
 *     fields: ['title', 'slug', 'cover', 'excerpt', 'body', 'category_id', 'published_at'],
 *     listFields: ['title', 'slug', 'cover', 'excerpt', 'category_id', 'published_at'],
 *     where: { status: 'published', published_at: { lte: NOW } },
 *     order: [['published_at', 'desc']],
 *     paging: { perPage: 10, maxPerPage: 50 },
 *     filters: ['category_id'],                  // ?filter[category_id]=3
 *     show: 'slug',                              // a unique field, or 'id'
 *     children: {
 *       comments: publicChild(blogComment, {
 *         link: { foreignKey: 'blog_post_id' },       // the child's reference to the parent
 *         fields: ['name', 'body', 'created_at'],
 *         where: { status: 'approved' },
 *         order: [['created_at', 'asc']],
 *         showOnly: true,                          // on the post, not in the list
 *       }),
 *     },
 *   }),
 *
 * and a public form (the comment box, also below):
 *
 *   publicForm(blogComment, {
 *     path: 'blog-comment',                      // POST /api/public/blog-comment
 *     fields: ['blog_post_id', 'name', 'email', 'body'],
 *     fixed: { status: 'pending' },              // set by the server whatever is sent
 *     servedBy: { blog_post_id: 'blog-posts' },     // only on a post the public can read
 *     message: 'Thank you! Your comment will appear once approved.',
 *   }),
 *
 * The resource must be exported from resources.config.ts. Names of fields are checked by the type
 * checker; links, paths and the rest when the server starts (schema/public-api-check.ts).
 * `where` takes a value (equals), a list (any of) or a range `{lt, lte, gt, gte, not, orNull}`
 * whose bounds may be NOW (the request's date-time) or TODAY (the centre's date). Rich-text
 * fields are cleaned again on the way out; answers carry ETag and Last-Modified.
 */
import {
  advisor,
  blogCategory,
  blogComment,
  blogPost,
  contactRequest,
  course,
  courseCategory,
  designation,
  employee,
  faq,
  galleryCategory,
  galleryImage,
  homeSection,
  job,
  jobApplicant,
  menu,
  menuItem,
  page,
  promotion,
  resourcesByName,
  setting,
  slider,
  subject,
  testimonial,
  tutoringRequest,
  widget,
} from './resources.config';
import {
  NOW,
  publicChild,
  publicForm,
  publicRead,
  TODAY,
  type PublicApi,
} from './schema/public-api';
import { checkPublicApi } from './schema/public-api-check';
import { ApplicantStatus } from './schema/enums';

/**
 * Setting groups the site may read. The centre's own contact details, social links and the top
 * banner are public; any other group (mail, billing, anything added later) stays private until
 * it is listed here.
 */
export const PUBLIC_SETTING_GROUPS = ['general', 'social', 'top_ad'];

/** What a course list shows of each course; a course by id adds its description. */
const COURSE_CARD = [
  'title',
  'category_id',
  'subjects',
  'kind',
  'level',
  'price',
  'duration_hours',
  'duration_weeks',
  'start_date',
  'end_date',
  'cover',
] as const;

export const publicApi: PublicApi = {
  reads: [
    publicRead(setting, {
      path: 'settings',
      fields: ['group', 'name', 'value'],
      where: { group: PUBLIC_SETTING_GROUPS },
      order: [
        ['group', 'asc'],
        ['name', 'asc'],
      ],
      filters: ['group'],
      paging: { perPage: 500, maxPerPage: 500 },
    }),
    publicRead(courseCategory, {
      path: 'course-categories',
      fields: ['name', 'name_bn', 'description'],
      where: { is_active: true },
      order: [['position', 'asc']],
      paging: { perPage: 100, maxPerPage: 100 },
      show: 'id',
    }),
    publicRead(subject, {
      path: 'subjects',
      fields: ['name', 'name_bn', 'code'],
      where: { is_active: true },
      order: [['name', 'asc']],
      paging: { perPage: 100, maxPerPage: 500 },
    }),
    // Fees are advertised; capacity, drafts and archived courses are not. A course that can be
    // bought online links to the app's checkout page of it.
    publicRead(course, {
      path: 'courses',
      fields: [...COURSE_CARD, 'description'],
      listFields: COURSE_CARD,
      where: { is_active: true, status: 'published' },
      order: [
        ['start_date', 'asc'],
        ['title', 'asc'],
      ],
      paging: { perPage: 12, maxPerPage: 100 },
      filters: ['category_id', 'kind'],
      show: 'id',
      checkoutLink: true,
      children: {
        category: publicChild(courseCategory, {
          link: { reference: 'category_id' },
          fields: ['name', 'name_bn'],
          where: { is_active: true },
        }),
        tutors: publicChild(employee, {
          link: { through: 'tutors' },
          fields: ['full_name', 'image'],
          where: { is_active: true },
          order: [['full_name', 'asc']],
        }),
      },
    }),
    // Tutors are the active employees teaching a public course, by name and photo only: no pay,
    // rates, phone, e-mail, address or personal details.
    publicRead(employee, {
      path: 'tutors',
      fields: ['full_name', 'image'],
      where: { is_active: true },
      onlyReferencedBy: { read: 'courses', field: 'tutors' },
      order: [['full_name', 'asc']],
      paging: { perPage: 50, maxPerPage: 100 },
      show: 'id',
      children: {
        designation: publicChild(designation, {
          link: { reference: 'designation_id' },
          fields: ['name'],
          where: { is_active: true },
        }),
      },
    }),
    // Open jobs: active, and the deadline (if any) not passed. Salary ranges stay internal.
    publicRead(job, {
      path: 'jobs',
      fields: [
        'title',
        'department',
        'location',
        'employment_type',
        'vacancies',
        'deadline',
        'description',
      ],
      where: { is_active: true, deadline: { gte: TODAY, orNull: true } },
      order: [
        ['deadline', 'asc'],
        ['title', 'asc'],
      ],
      paging: { perPage: 20, maxPerPage: 100 },
      filters: ['employment_type'],
      show: 'id',
    }),
    // ── The home page, in the order the editor (/homepage) arranges it ──
    publicRead(slider, {
      path: 'sliders',
      fields: [
        'title',
        'subtitle',
        'text',
        'media_type',
        'image',
        'video_url',
        'embed_url',
        'button1_label',
        'button1_link',
        'button2_label',
        'button2_link',
      ],
      where: { is_active: true },
      order: [['position', 'asc']],
      paging: { perPage: 20, maxPerPage: 50 },
    }),
    // A promotion shows while today lies within its dates (either may be open).
    publicRead(promotion, {
      path: 'promotions',
      fields: ['title', 'text', 'image', 'link', 'starts_on', 'ends_on'],
      where: {
        is_active: true,
        starts_on: { lte: TODAY, orNull: true },
        ends_on: { gte: TODAY, orNull: true },
      },
      order: [['position', 'asc']],
      paging: { perPage: 20, maxPerPage: 50 },
    }),
    publicRead(homeSection, {
      path: 'home-sections',
      fields: [
        'title',
        'subtitle',
        'design_type',
        'layout',
        'background_color',
        'background_image',
        'body',
        'media',
        'button_label',
        'button_link',
      ],
      where: { is_active: true },
      order: [['position', 'asc']],
      paging: { perPage: 50, maxPerPage: 50 },
    }),
    // ── Pages, menus and widgets ──
    publicRead(page, {
      path: 'pages',
      fields: ['title', 'slug', 'template', 'content', 'seo_title', 'seo_description'],
      listFields: ['title', 'slug', 'template'],
      where: { is_active: true, status: 'published' },
      order: [['title', 'asc']],
      paging: { perPage: 50, maxPerPage: 100 },
      filters: ['template'],
      show: 'slug',
    }),
    // Items come flat, each with its parent's id and its position among its siblings: the site
    // builds the tree (at most three deep) by grouping on parent_id, siblings by position.
    publicRead(menu, {
      path: 'menus',
      fields: ['name', 'location'],
      where: { is_active: true },
      order: [['name', 'asc']],
      paging: { perPage: 20, maxPerPage: 50 },
      filters: ['location'],
      show: 'id',
      children: {
        items: publicChild(menuItem, {
          link: { foreignKey: 'menu_id' },
          fields: [
            'parent_id',
            'position',
            'label',
            'link_type',
            'page_id',
            'course_id',
            'url',
            'new_tab',
          ],
          order: [
            ['position', 'asc'],
            ['id', 'asc'],
          ],
        }),
      },
    }),
    publicRead(widget, {
      path: 'widgets',
      fields: ['title', 'type', 'placement', 'body', 'menu_id'],
      where: { is_active: true },
      order: [
        ['placement', 'asc'],
        ['position', 'asc'],
      ],
      paging: { perPage: 50, maxPerPage: 50 },
      filters: ['placement'],
    }),
    // ── Blog and gallery ──
    publicRead(blogCategory, {
      path: 'blog-categories',
      fields: ['name', 'name_bn', 'slug'],
      where: { is_active: true },
      order: [['position', 'asc']],
      paging: { perPage: 100, maxPerPage: 100 },
      show: 'slug',
    }),
    // Published, and the publish date (if set) reached; comments only once approved, and
    // without the commenter's e-mail.
    publicRead(blogPost, {
      path: 'blog-posts',
      fields: ['title', 'slug', 'category_id', 'cover', 'published_at', 'excerpt', 'body'],
      listFields: ['title', 'slug', 'category_id', 'cover', 'published_at', 'excerpt'],
      where: { status: 'published', published_at: { lte: NOW, orNull: true } },
      order: [['published_at', 'desc']],
      paging: { perPage: 10, maxPerPage: 50 },
      filters: ['category_id'],
      show: 'slug',
      children: {
        category: publicChild(blogCategory, {
          link: { reference: 'category_id' },
          fields: ['name', 'name_bn', 'slug'],
          where: { is_active: true },
        }),
        comments: publicChild(blogComment, {
          link: { foreignKey: 'blog_post_id' },
          fields: ['name', 'body', 'created_at'],
          where: { status: 'approved' },
          order: [['created_at', 'asc']],
          showOnly: true,
        }),
      },
    }),
    publicRead(galleryCategory, {
      path: 'gallery',
      fields: ['name', 'name_bn', 'slug'],
      where: { is_active: true },
      order: [['position', 'asc']],
      paging: { perPage: 50, maxPerPage: 100 },
      show: 'slug',
      children: {
        images: publicChild(galleryImage, {
          link: { foreignKey: 'category_id' },
          fields: ['image', 'caption'],
          order: [['position', 'asc']],
        }),
      },
    }),
    // ── People and answers ──
    publicRead(advisor, {
      path: 'advisors',
      fields: ['name', 'designation', 'photo', 'bio'],
      where: { is_active: true },
      order: [['position', 'asc']],
      paging: { perPage: 50, maxPerPage: 100 },
    }),
    publicRead(testimonial, {
      path: 'testimonials',
      fields: ['name', 'designation', 'photo', 'quote', 'rating'],
      where: { is_active: true },
      order: [['position', 'asc']],
      paging: { perPage: 50, maxPerPage: 100 },
    }),
    publicRead(faq, {
      path: 'faqs',
      fields: ['question', 'answer'],
      where: { is_active: true },
      order: [['position', 'asc']],
      paging: { perPage: 100, maxPerPage: 200 },
    }),
  ],
  forms: [
    publicForm(tutoringRequest, {
      path: 'tutoring-request',
      aliases: ['/api/tutoring-request/public'],
      fields: [
        'guardian_name',
        'email',
        'phone',
        'student_name',
        'student_level',
        'subject_id',
        'preferred_times',
        'message',
      ],
      fixed: { status: 'new' },
      servedBy: { subject_id: 'subjects' },
      message: 'Thank you! We have received your request and will contact you soon.',
    }),
    publicForm(jobApplicant, {
      path: 'job-application',
      fields: ['job_id', 'name', 'email', 'phone', 'cv', 'cover_letter'],
      fixed: { status: ApplicantStatus.Applied },
      servedBy: { job_id: 'jobs' },
      message: 'Thank you for applying! We will be in touch.',
      senderLanguage: 'language',
    }),
    publicForm(contactRequest, {
      path: 'contact',
      fields: ['name', 'email', 'phone', 'subject', 'message'],
      fixed: { is_handled: false },
      message: 'Thank you for your message! We will get back to you soon.',
      senderLanguage: 'language',
    }),
    publicForm(blogComment, {
      path: 'blog-comment',
      fields: ['blog_post_id', 'name', 'email', 'body'],
      fixed: { status: 'pending' },
      servedBy: { blog_post_id: 'blog-posts' },
      message: 'Thank you! Your comment will appear once approved.',
    }),
  ],
};

checkPublicApi(publicApi, resourcesByName);

export const publicReadsByPath: ReadonlyMap<string, (typeof publicApi.reads)[number]> = new Map(
  publicApi.reads.map((read) => [read.path, read]),
);
