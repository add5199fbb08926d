/**
 * Demo content of the public site: blog categories and posts with comments waiting for and past
 * moderation, a gallery with pictures, advisors, testimonials, FAQs and contact requests.
 * Gallery pictures are the demo artwork under public/images/gallery (the seed stores no uploads),
 * so they are written as rows rather than through the upload check.
 */
import type { Context } from '../../resources/context';
import { saveRow } from '../../resources/row-writes';
import type { Db, Row } from '../types';
import { galleryImage } from '../../../resources/site-content';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

function daysAgo(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCHours(4, 0, 0, 0);
  return d.toISOString();
}

async function seedBlog(create: Create): Promise<void> {
  const news = await create('blog-category', { name: 'Academy News', name_bn: 'একাডেমির খবর' });
  const tips = await create('blog-category', { name: 'Study Tips', name_bn: 'পড়াশোনার টিপস' });
  const sat = await create('blog-post', {
    title: 'Five habits of students who raise their SAT score',
    category_id: tips.id,
    published_at: daysAgo(12),
    status: 'published',
    excerpt: 'What our highest improvers did differently in the eight weeks before the test.',
    body: '<p>Every term we look at which students improved most between their first practice test and the real SAT.</p><h2>1. They practised under test conditions</h2><p>Full timed sections, once a week.</p><h2>2. They kept an error log</h2><p>Every wrong answer written down with the reason.</p>',
  });
  const campus = await create('blog-post', {
    title: 'Our new Dhanmondi study hall is open',
    category_id: news.id,
    published_at: daysAgo(4),
    status: 'published',
    excerpt: 'Forty quiet desks, open every day until 9 pm for enrolled students.',
    body: '<p>The new study hall on the second floor is open to every enrolled student, with tutors on hand in the evenings.</p>',
  });
  await create('blog-post', {
    title: 'Admissions calendar for the coming year',
    category_id: news.id,
    status: 'draft',
    excerpt: 'Deadlines for the universities our students apply to most.',
    body: '<p>Draft: dates to be confirmed with each university.</p>',
  });
  const comments: [Row, string, string, string, string][] = [
    [
      sat,
      'Rafiq Islam',
      'rafiq@example.com',
      'The error log made the biggest difference for me.',
      'approved',
    ],
    [
      sat,
      'Sadia Rahman',
      'sadia@example.com',
      'Do you run timed practice sections on weekends?',
      'pending',
    ],
    [campus, 'Mehedi Hasan', 'mehedi@example.com', 'Is the study hall open on Fridays?', 'pending'],
    [campus, 'Buy followers', 'spam@example.com', 'Cheap followers at my site!', 'rejected'],
  ];
  for (const [post, name, email, body, status] of comments)
    await create('blog-comment', { blog_post_id: post.id, name, email, body, status });
}

async function seedGallery(db: Db, ctx: Context, create: Create): Promise<void> {
  const campus = await create('gallery-category', {
    name: 'Campus life',
    name_bn: 'ক্যাম্পাসের জীবন',
  });
  await create('gallery-category', {
    name: 'Graduation day',
    name_bn: 'সমাবর্তনের দিন',
  });
  const images = galleryImage;
  const pictures: [string, string][] = [
    ['classroom', 'A Digital SAT Math class in session'],
    ['library', 'The study hall and library'],
    ['graduation', 'Last year’s graduates'],
  ];
  await db.transaction().execute(async (tx) => {
    for (const [index, [file, caption]] of pictures.entries()) {
      await saveRow(
        tx,
        ctx,
        images,
        {
          category_id: campus.id,
          image: `/images/gallery/${file}.svg`,
          caption,
          position: index + 1,
        },
        undefined,
      );
    }
  });
}

async function seedPeopleAndAnswers(create: Create): Promise<void> {
  const advisors: [string, string, string][] = [
    [
      'Dr. Nusrat Jahan',
      'Academic Director',
      'Twenty years of preparing students for university entrance in Bangladesh and abroad.',
    ],
    [
      'Kamal Uddin',
      'Admissions Advisor',
      'Helps families choose universities and plan applications.',
    ],
  ];
  for (const [name, designation, bio] of advisors)
    await create('advisor', { name, designation, bio });
  const testimonials: [string, string, string, number][] = [
    [
      'Ayesha Siddiqua',
      'SAT 1480, now at NSU',
      'The weekly full tests took the fear out of the real exam.',
      5,
    ],
    ['Tanvir Ahmed', 'Parent', 'Clear reports every month: we always knew where our son stood.', 4],
  ];
  for (const [name, designation, quote, rating] of testimonials)
    await create('testimonial', { name, designation, quote, rating });
  const faqs: [string, string][] = [
    [
      'How do I enrol in a course?',
      '<p>Choose a course on the website and pay online, or visit our office in Dhanmondi.</p>',
    ],
    ['Can I try a class first?', '<p>Yes: every group course offers one free trial class.</p>'],
    ['Do you offer one-on-one tutoring?', '<p>Yes, by the hour, online or at the centre.</p>'],
  ];
  for (const [question, answer] of faqs) await create('faq', { question, answer });
  await create('contact-request', {
    name: 'Shahana Parveen',
    email: 'shahana@example.com',
    phone: '+880 1711-000111',
    subject: 'Evening batch for SAT English',
    message: 'Is there an evening batch for SAT Reading and Writing starting next month?',
  });
  await create('contact-request', {
    name: 'Imran Chowdhury',
    email: 'imran@example.com',
    subject: 'Refund of the trial class',
    message: 'We could not attend the trial class. Can it be moved to next week?',
    is_handled: true,
  });
}

export async function seedSiteContent(db: Db, ctx: Context, create: Create): Promise<void> {
  await seedBlog(create);
  await seedGallery(db, ctx, create);
  await seedPeopleAndAnswers(create);
}
