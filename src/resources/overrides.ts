import type { ResourceProps } from 'react-admin';
import {
  bankAccount,
  bloodGroup,
  classSession,
  gender,
  maritalStatus,
  religion,
  blogComment,
  blogPost,
  complain,
  contactRequest,
  emailNotification,
  exam,
  examAttempt,
  examResult,
  galleryCategory,
  homeWork,
  jobApplicant,
  menu,
  order,
  overTime,
  permission,
  pushNotification,
  satScale,
  satScore,
  schedule,
  smsNotification,
  student,
  tutoringRequest,
  tutorPayment,
  workingHour,
} from '../../resources.config';
import type { Resource } from '../../schema';
import { lazyScreens, type LazyOverrides } from './lazyScreens';

const campaign = (resource: Resource): LazyOverrides => ({
  load: () => import('./notification-campaign').then((m) => m.campaignOverrides(resource)),
  screens: ['create', 'edit', 'show'],
});

/**
 * Per-resource replacements of generated screens, keyed by the resource's config object, each
 * from `src/resources/<name>/`: only where a generated screen would serve users badly. Every other
 * configured resource is served by the generated screens. Each module is fetched when one of its
 * screens is first shown (see lazyScreens), so none of them is in the app's first download.
 */
export const overrideModules = new Map<Resource, LazyOverrides>([
  ...[religion, gender, bloodGroup, maritalStatus].map((list): [Resource, LazyOverrides] => [
    list,
    {
      load: () => import('./basic-list').then((m) => m.basicListOverrides(list.name)),
      screens: ['list'],
    },
  ]),
  [
    bankAccount,
    {
      load: () => import('./bank-account').then((m) => m.bankAccountOverrides),
      screens: ['list', 'show'],
    },
  ],
  [
    complain,
    {
      load: () => import('./complain').then((m) => m.complain),
      screens: ['create', 'show'],
    },
  ],
  [
    exam,
    {
      load: () => import('./exam').then((m) => m.examOverrides),
      screens: ['list', 'show', 'create', 'edit'],
    },
  ],
  [
    examAttempt,
    {
      load: () => import('./exam-attempt').then((m) => m.examAttempt),
      screens: ['list', 'show'],
    },
  ],
  [
    examResult,
    {
      load: () => import('./exam-result').then((m) => m.examResultOverrides),
      screens: ['list'],
    },
  ],
  [
    homeWork,
    {
      load: () => import('./home-work').then((m) => m.homeWorkOverrides),
      screens: ['list', 'show'],
    },
  ],
  [
    jobApplicant,
    {
      load: () => import('./job-applicant').then((m) => m.jobApplicant),
      screens: ['show', 'edit'],
    },
  ],
  [menu, { load: () => import('./menu').then((m) => m.menuOverrides), screens: ['edit'] }],
  [
    permission,
    {
      load: () => import('./permission').then((m) => m.permissionOverrides),
      screens: ['list', 'edit'],
    },
  ],
  [
    order,
    {
      load: () => import('./order').then((m) => m.orderOverrides),
      screens: ['list', 'create', 'show'],
    },
  ],
  [
    satScore,
    {
      load: () => import('./sat-score').then((m) => m.satScoreOverrides),
      screens: ['list'],
    },
  ],
  [
    satScale,
    {
      load: () => import('./sat-scale').then((m) => m.satScaleOverrides),
      screens: ['list'],
    },
  ],
  [
    classSession,
    {
      load: () => import('./class-session').then((m) => ({ list: m.ClassSessionList })),
      screens: ['list'],
    },
  ],
  [
    schedule,
    {
      load: () => import('./schedule').then((m) => ({ list: m.ScheduleList })),
      screens: ['list'],
    },
  ],
  [student, { load: () => import('./student').then((m) => m.studentOverrides), screens: ['list'] }],
  [
    tutoringRequest,
    {
      load: () => import('./tutoring-request').then((m) => m.tutoringRequest),
      screens: ['show', 'edit'],
    },
  ],
  [
    overTime,
    {
      load: () => import('./over-time').then((m) => m.overTimeOverrides),
      screens: ['list'],
    },
  ],
  [
    tutorPayment,
    {
      load: () => import('./tutor-payment').then((m) => m.tutorPaymentOverrides),
      screens: ['list', 'create'],
    },
  ],
  [
    workingHour,
    {
      load: () => import('./working-hour').then((m) => m.workingHourOverrides),
      screens: ['list'],
    },
  ],
  [
    blogComment,
    {
      load: () => import('./blog-comment').then((m) => m.blogComment),
      screens: ['list'],
    },
  ],
  [blogPost, { load: () => import('./blog-post').then((m) => m.blogPost), screens: ['show'] }],
  [
    contactRequest,
    {
      load: () => import('./contact-request').then((m) => m.contactRequest),
      screens: ['show'],
    },
  ],
  [
    galleryCategory,
    {
      load: () => import('./gallery-category').then((m) => m.galleryCategory),
      screens: ['show'],
    },
  ],
  [emailNotification, campaign(emailNotification)],
  [pushNotification, campaign(pushNotification)],
  [smsNotification, campaign(smsNotification)],
]);

const overrides = new Map(
  [...overrideModules].map(([resource, module]) => [resource, lazyScreens(module)]),
);

/** The screens that replace generated ones for this resource, if any. */
export const overridesOf = (resource: Resource): Partial<ResourceProps> | undefined =>
  overrides.get(resource);
