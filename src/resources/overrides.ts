import type { ResourceProps } from 'react-admin';
import { lazyScreens, type LazyOverrides } from './lazyScreens';

const campaign = (name: string): LazyOverrides => ({
  load: () =>
    import('./notification-campaign').then((m) => m.campaignResourceOverrides[name] ?? {}),
  screens: ['create', 'edit', 'show'],
});

/**
 * Per-resource replacements of generated screens, by API name, each from
 * `src/resources/<name>/`: only where a generated screen would serve users badly. Every other
 * configured resource is served by the generated screens. Each module is fetched when one of its
 * screens is first shown (see lazyScreens), so none of them is in the app's first download.
 */
export const overrideModules: Record<string, LazyOverrides> = {
  'bank-account': {
    load: () => import('./bank-account').then((m) => m.bankAccountOverrides),
    screens: ['list', 'show'],
  },
  complain: {
    load: () => import('./complain').then((m) => m.complain),
    screens: ['create', 'show'],
  },
  exam: {
    load: () => import('./exam').then((m) => m.examOverrides),
    screens: ['list', 'show', 'create', 'edit'],
  },
  'exam-attempt': {
    load: () => import('./exam-attempt').then((m) => m.examAttempt),
    screens: ['list', 'show'],
  },
  'exam-result': {
    load: () => import('./exam-result').then((m) => m.examResultOverrides),
    screens: ['list'],
  },
  'home-work': {
    load: () => import('./home-work').then((m) => m.homeWorkOverrides),
    screens: ['list', 'show'],
  },
  'job-applicant': {
    load: () => import('./job-applicant').then((m) => m.jobApplicant),
    screens: ['show', 'edit'],
  },
  menu: { load: () => import('./menu').then((m) => m.menuOverrides), screens: ['edit'] },
  permission: {
    load: () => import('./permission').then((m) => m.permissionOverrides),
    screens: ['list', 'edit'],
  },
  order: {
    load: () => import('./order').then((m) => m.orderOverrides),
    screens: ['list', 'create', 'show'],
  },
  'sat-score': {
    load: () => import('./sat-score').then((m) => m.satScoreOverrides),
    screens: ['list'],
  },
  'sat-scale': {
    load: () => import('./sat-scale').then((m) => m.satScaleOverrides),
    screens: ['list'],
  },
  schedule: {
    load: () => import('./schedule').then((m) => ({ list: m.ScheduleList })),
    screens: ['list'],
  },
  student: { load: () => import('./student').then((m) => m.studentOverrides), screens: ['list'] },
  'tutoring-request': {
    load: () => import('./tutoring-request').then((m) => m.tutoringRequest),
    screens: ['show', 'edit'],
  },
  'over-time': {
    load: () => import('./over-time').then((m) => m.overTimeOverrides),
    screens: ['list'],
  },
  'tutor-payment': {
    load: () => import('./tutor-payment').then((m) => m.tutorPaymentOverrides),
    screens: ['list', 'create'],
  },
  'working-hour': {
    load: () => import('./working-hour').then((m) => m.workingHourOverrides),
    screens: ['list'],
  },
  'blog-comment': {
    load: () => import('./blog-comment').then((m) => m.blogComment),
    screens: ['list'],
  },
  'blog-post': { load: () => import('./blog-post').then((m) => m.blogPost), screens: ['show'] },
  'contact-request': {
    load: () => import('./contact-request').then((m) => m.contactRequest),
    screens: ['show'],
  },
  'gallery-category': {
    load: () => import('./gallery-category').then((m) => m.galleryCategory),
    screens: ['show'],
  },
  'email-notification': campaign('email-notification'),
  'push-notification': campaign('push-notification'),
  'sms-notification': campaign('sms-notification'),
};

export const overrides: Record<string, Partial<ResourceProps>> = Object.fromEntries(
  Object.entries(overrideModules).map(([name, module]) => [name, lazyScreens(module)]),
);
