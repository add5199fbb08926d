/**
 * Every entity of Academy Admin, declared once, one module per domain under resources/. The
 * server builds its tables' validation, routes, permissions, row scopes and search from this; the
 * app builds its menu, routes and screens. The order here is the order of the permission list.
 */
import { checkResources, type Resource } from './schema';
import { permission, role, users } from './resources/access';
import { setting } from './resources/settings';
import { religion, gender, bloodGroup, maritalStatus } from './resources/basic-lists';
import { courseCategory, subject, course, coupon } from './resources/courses';
import { schedule, classSession, holiday, scheduleCancelRequest } from './resources/schedules';
import { student, parent, studentCourse } from './resources/people';
import { order, orderPayment } from './resources/orders';
import { designation, employee } from './resources/employees';
import { employeeRate, workingHour, overTime, tutorPayment } from './resources/billing';
import {
  affiliate,
  affiliateCourseRate,
  affiliateCommission,
  affiliatePayout,
} from './resources/affiliates';
import { tutoringRequest, complain } from './resources/requests';
import { tutorialCategory, tutorial } from './resources/tutorials';
import {
  attendanceStatus,
  attendance,
  homeWork,
  studentHomeWork,
  courseMaterial,
} from './resources/classwork';
import { satTestForm, satScale, satConversion, satSection, satModule } from './resources/sat-forms';
import { exam, examQuestion, examAttempt, examResult, satScore } from './resources/exams';
import { job, jobApplicant } from './resources/jobs';
import { mail } from './resources/mail';
import {
  blogCategory,
  galleryCategory,
  blogPost,
  blogComment,
  galleryImage,
  advisor,
  testimonial,
  faq,
  contactRequest,
} from './resources/site-content';
import {
  emailNotification,
  pushNotification,
  smsNotification,
  smsOutbox,
} from './resources/campaigns';
import {
  bank,
  bankAccount,
  paymentType,
  additionalIncome,
  withdraw,
  expenseType,
  subExpenseType,
  expense,
} from './resources/finance';
import { slider, promotion, homeSection, page, menu, menuItem, widget } from './resources/site';

export * from './resources/access';
export * from './resources/settings';
export * from './resources/basic-lists';
export * from './resources/courses';
export * from './resources/schedules';
export * from './resources/people';
export * from './resources/orders';
export * from './resources/employees';
export * from './resources/billing';
export * from './resources/affiliates';
export * from './resources/requests';
export * from './resources/tutorials';
export * from './resources/classwork';
export * from './resources/sat-forms';
export * from './resources/exams';
export * from './resources/jobs';
export * from './resources/mail';
export * from './resources/site-content';
export * from './resources/campaigns';
export * from './resources/finance';
export * from './resources/site';

/** Every resource with its own type, for the database's type (server/db/types.ts). */
export const configuredResources = [
  permission,
  role,
  users,
  setting,
  religion,
  gender,
  bloodGroup,
  maritalStatus,
  mail,
  emailNotification,
  pushNotification,
  smsNotification,
  smsOutbox,
  courseCategory,
  subject,
  course,
  coupon,
  schedule,
  classSession,
  holiday,
  scheduleCancelRequest,
  student,
  parent,
  studentCourse,
  order,
  orderPayment,
  designation,
  employee,
  employeeRate,
  workingHour,
  overTime,
  tutorPayment,
  affiliate,
  affiliateCourseRate,
  affiliateCommission,
  affiliatePayout,
  job,
  jobApplicant,
  tutoringRequest,
  complain,
  tutorialCategory,
  tutorial,
  attendanceStatus,
  attendance,
  homeWork,
  studentHomeWork,
  courseMaterial,
  satTestForm,
  satScale,
  satConversion,
  satSection,
  satModule,
  exam,
  examQuestion,
  examAttempt,
  examResult,
  satScore,
  bank,
  bankAccount,
  paymentType,
  additionalIncome,
  withdraw,
  expenseType,
  subExpenseType,
  expense,
  blogCategory,
  galleryCategory,
  blogPost,
  blogComment,
  galleryImage,
  advisor,
  testimonial,
  faq,
  contactRequest,
  slider,
  promotion,
  homeSection,
  page,
  menu,
  menuItem,
  widget,
] as const;

export const resources: readonly Resource[] = configuredResources;

checkResources(resources);

export const resourcesByName: ReadonlyMap<string, Resource> = new Map(
  resources.map((r) => [r.name, r]),
);
