/**
 * Demo public-site content: the home page's slides, promotions and sections in order, one page
 * per template, a header menu with nested items, a footer menu, and footer widgets.
 */
import type { Context } from '../../resources/context';
import { saveMenuItems } from '../../domain/site/menu-items';
import type { Db, Row } from '../types';
import { PageTemplate, WidgetType } from '../../../schema';
import { openTables } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

function fromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The seed stores no uploads, and the engine accepts a picture only as an upload: the demo
 * pictures ship with the app (public/images/site) and are set on the rows directly.
 */
async function setPicture(db: Db, table: string, row: Row, column: string, path: string) {
  await openTables(db)
    .updateTable(table)
    .set({ [column]: path })
    .where('id', '=', Number(row.id))
    .execute();
}

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

async function seedHomePage(db: Db, create: Create): Promise<void> {
  const slides: [Row, string][] = [];
  const imageSlide = async (body: Record<string, unknown>, picture: string) => {
    // Made as an embed, then turned into the picture slide it is (see setPicture).
    const row = await create('slider', { ...body, media_type: 'embed', embed_url: EMBED });
    slides.push([row, picture]);
  };
  await imageSlide(
    {
      title: 'Digital SAT, step by step',
      subtitle: 'Small groups, weekly mock tests',
      text: 'Our tutors take your child from the first diagnostic to test day.',
      button1_label: 'See SAT courses',
      button1_link: '/courses',
      button2_label: 'Book a free session',
      button2_link: '/contact-us',
      position: 1,
    },
    '/images/site/slide-1.svg',
  );
  await imageSlide(
    {
      title: 'School tutoring that sticks',
      subtitle: 'Classes 6 to 12, Bangla and English medium',
      button1_label: 'Find a tutor',
      button1_link: '/tutoring',
      position: 2,
    },
    '/images/site/slide-2.svg',
  );
  for (const [row, picture] of slides) {
    await db
      .updateTable('sliders')
      .set({ media_type: 'image', image: picture, embed_url: null })
      .where('id', '=', Number(row.id))
      .execute();
  }
  await create('slider', {
    title: 'A tour of the centre',
    media_type: 'embed',
    embed_url: EMBED,
    is_active: false,
    position: 3,
  });

  const bootcamp = await create('promotion', {
    title: 'Winter SAT bootcamp: 15% off',
    text: 'Enrol before the end of the month and save on the six-week bootcamp.',
    link: '/courses',
    starts_on: fromToday(-5),
    ends_on: fromToday(25),
    position: 1,
  });
  await setPicture(db, 'promotions', bootcamp, 'image', '/images/site/slide-3.svg');
  await create('promotion', {
    title: 'Bring a friend',
    text: 'Both of you get a free mock test.',
    link: '/contact-us',
    position: 2,
  });

  const sections: Record<string, unknown>[] = [
    {
      title: 'Find the best course for your child',
      subtitle: 'SAT, admission and school tutoring in Dhanmondi and online',
      design_type: 'hero',
      layout: 'full_width',
      background_color: '#1565c0',
      button_label: 'Browse courses',
      button_link: '/courses',
    },
    {
      title: 'Why families choose us',
      design_type: 'text_image',
      layout: 'media_right',
      body: '<p>Every student gets a <strong>study plan</strong>, weekly feedback and a tutor who knows their name.</p>',
    },
    {
      title: 'What we teach',
      design_type: 'cards',
      layout: 'centered',
      body: '<ul><li><strong>SAT preparation</strong> — Reading, Writing and Math</li><li><strong>University admission</strong> — essays and interviews</li><li><strong>School tutoring</strong> — classes 6 to 12</li></ul>',
    },
    {
      title: 'Results that speak',
      design_type: 'stats',
      layout: 'centered',
      body: '<ul><li><strong>1,450</strong> average SAT score</li><li><strong>120+</strong> university offers</li><li><strong>12</strong> years of teaching</li></ul>',
    },
    {
      title: 'Not sure where to start?',
      subtitle: 'Talk to an adviser: it is free.',
      design_type: 'call_to_action',
      layout: 'centered',
      background_color: '#2e7d32',
      button_label: 'Book a call',
      button_link: '/contact-us',
    },
  ];
  for (const [index, section] of sections.entries()) {
    const row = await create('home-section', { ...section, position: index + 1 });
    if (section.design_type === 'text_image')
      await setPicture(db, 'home_sections', row, 'media', '/images/site/slide-2.svg');
  }
}

const PAGES: [title: string, slug: string, template: PageTemplate, content: string][] = [
  [
    'About us',
    'about-us',
    PageTemplate.AboutUs,
    '<h2>Our story</h2><p>Founded in Dhanmondi in 2014, we teach small groups with care.</p>',
  ],
  [
    'Contact us',
    'contact-us',
    PageTemplate.ContactUs,
    '<p>Call us, write to us or visit the centre.</p>',
  ],
  ['All courses', 'courses', PageTemplate.AllCourses, '<p>Every course we offer this term.</p>'],
  ['Blog', 'blog', PageTemplate.Blog, '<p>News and study tips from our tutors.</p>'],
  [
    'Tutoring',
    'tutoring',
    PageTemplate.Tutoring,
    '<p>One-on-one and group tutoring for classes 6 to 12.</p>',
  ],
  [
    'College admission',
    'college-admission',
    PageTemplate.CollegeAdmission,
    '<p>Essays, applications and interviews.</p>',
  ],
  ['FAQs', 'faqs', PageTemplate.Faqs, '<p>Answers to the questions parents ask most.</p>'],
];

export async function seedSite(ctx: Context, create: Create, courses: Row[]): Promise<void> {
  await seedHomePage(ctx.db, create);
  const pages = new Map<string, Row>();
  for (const [title, slug, template, content] of PAGES) {
    pages.set(
      slug,
      await create('page', {
        title,
        slug,
        template,
        content,
        seo_title: `${title} | Academy`,
        status: 'published',
      }),
    );
  }
  const pageLink = (label: string, slug: string) => ({
    label,
    link_type: 'page' as const,
    page_id: Number(pages.get(slug)!.id),
  });
  const header = await create('menu', { name: 'Main menu', location: 'header' });
  await saveMenuItems(ctx, Number(header.id), {
    items: [
      { label: 'Home', link_type: 'url', url: '/' },
      {
        ...pageLink('Courses', 'courses'),
        children: courses.slice(0, 3).map((c) => ({
          label: String(c.title),
          link_type: 'course' as const,
          course_id: Number(c.id),
        })),
      },
      pageLink('Tutoring', 'tutoring'),
      { ...pageLink('About us', 'about-us'), children: [pageLink('FAQs', 'faqs')] },
      pageLink('Contact us', 'contact-us'),
    ],
  });
  const footer = await create('menu', { name: 'Footer links', location: 'footer' });
  await saveMenuItems(ctx, Number(footer.id), {
    items: [
      pageLink('About us', 'about-us'),
      pageLink('Blog', 'blog'),
      pageLink('College admission', 'college-admission'),
      { label: 'Facebook', link_type: 'url', url: 'https://www.facebook.com/', new_tab: true },
    ],
  });
  await create('widget', {
    title: 'About the academy',
    type: WidgetType.Text,
    placement: 'footer_1',
    body: '<p>Small-group SAT, admission and school tutoring in Dhaka since 2014.</p>',
    position: 1,
  });
  await create('widget', {
    title: 'Quick links',
    type: WidgetType.Menu,
    placement: 'footer_2',
    menu_id: footer.id,
    position: 2,
  });
}
