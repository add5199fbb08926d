import { createElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { bankAccountOverrides } from './bank-account';
import { blogComment } from './blog-comment';
import { blogPost } from './blog-post';
import { contactRequest } from './contact-request';
import { galleryCategory } from './gallery-category';
import { complain } from './complain';
import { examOverrides } from './exam';
import { examAttempt } from './exam-attempt';
import { examResultOverrides } from './exam-result';
import { homeWorkOverrides } from './home-work';
import { jobApplicant } from './job-applicant';
import { menuOverrides } from './menu';
import { campaignResourceOverrides } from './notification-campaign';
import { orderOverrides } from './order';
import { satScoreOverrides } from './sat-score';
import { satScaleOverrides } from './sat-scale';
import { ScheduleList } from './schedule';
import { studentOverrides } from './student';
import { tutoringRequest } from './tutoring-request';
import { overTimeOverrides } from './over-time';
import { tutorPaymentOverrides } from './tutor-payment';
import { workingHourOverrides } from './working-hour';

/**
 * Per-resource replacements of generated screens, by API name, each from
 * `src/resources/<name>/`: only where a generated screen would serve users badly. Every other
 * configured resource is served by the generated screens.
 */
export const overrides: Record<string, Partial<ResourceProps>> = {
  'bank-account': bankAccountOverrides,
  complain,
  exam: examOverrides,
  'exam-attempt': examAttempt,
  'exam-result': examResultOverrides,
  'home-work': homeWorkOverrides,
  'job-applicant': jobApplicant,
  menu: menuOverrides,
  order: orderOverrides,
  'sat-score': satScoreOverrides,
  'sat-scale': satScaleOverrides,
  schedule: { list: createElement(ScheduleList) },
  student: studentOverrides,
  'tutoring-request': tutoringRequest,
  'over-time': overTimeOverrides,
  'tutor-payment': tutorPaymentOverrides,
  'working-hour': workingHourOverrides,
  'blog-comment': blogComment,
  'blog-post': blogPost,
  'contact-request': contactRequest,
  'gallery-category': galleryCategory,
  ...campaignResourceOverrides,
};
