/**
 * Fixed value lists. Labels live in i18n under `enums.<name>.<value>`, so both languages share
 * the stored values. Numeric lists keep the numbers the original product stored.
 *
 * A numeric list is derived from its named object below, so code compares a status by name
 * (`SessionStatus.Canceled`) and the name cannot drift from the list the forms and i18n use.
 * Keys are listed in value order: the list keeps that order.
 */

/** The values of a named enum object, in the order its keys are written. */
const valuesOf = <T extends Record<string, number>>(named: T): readonly T[keyof T][] =>
  Object.values(named) as T[keyof T][];

/** A role's type: which kind of user holds it. */
export const ROLE_TYPE = {
  admin: 1,
  employee: 2,
  student: 3,
  parent: 4,
  affiliation: 5,
} as const;
export type RoleType = (typeof ROLE_TYPE)[keyof typeof ROLE_TYPE];
export type UserKind = keyof typeof ROLE_TYPE;

/** Days of the week, numbered from Saturday (the first day of the school week). */
export const DayOfWeek = {
  Saturday: 1,
  Sunday: 2,
  Monday: 3,
  Tuesday: 4,
  Wednesday: 5,
  Thursday: 6,
  Friday: 7,
} as const;
export type DayOfWeek = (typeof DayOfWeek)[keyof typeof DayOfWeek];

/** A course is taught to a group, or one-on-one to a single student. */
export const CourseKind = { Regular: 1, OneOnOne: 2 } as const;
export type CourseKind = (typeof CourseKind)[keyof typeof CourseKind];

/** A job applicant's progress through hiring; a selected applicant can become an employee. */
export const ApplicantStatus = {
  Applied: 0,
  PreSelected: 1,
  Interviewing: 2,
  Selected: 3,
  Rejected: 4,
} as const;
export type ApplicantStatus = (typeof ApplicantStatus)[keyof typeof ApplicantStatus];

/** A dated class: still to be held (pending), held (completed), or called off (canceled). */
export const SessionStatus = { Pending: 0, Completed: 1, Canceled: 2 } as const;
export type SessionStatus = (typeof SessionStatus)[keyof typeof SessionStatus];

/** A class-cancel or overtime request: waiting for a decision, approved, or rejected. */
export const RequestStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];

/** A complaint waits until staff mark it solved. */
export const ComplaintStatus = { Pending: 0, Solved: 1 } as const;
export type ComplaintStatus = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];

/** A course material entry is an uploaded file, a video, or a link. */
export const MaterialKind = { File: 1, Video: 2, Link: 3 } as const;
export type MaterialKind = (typeof MaterialKind)[keyof typeof MaterialKind];

/** A regular exam has its own questions and duration; a SAT exam follows a SAT test form. */
export const ExamType = { Regular: 1, Sat: 2 } as const;
export type ExamType = (typeof ExamType)[keyof typeof ExamType];

/** A content category groups gallery pictures or blog posts. */
export const CategoryType = { Gallery: 1, Blog: 2 } as const;
export type CategoryType = (typeof CategoryType)[keyof typeof CategoryType];

/** The fixed page templates of the public site. */
export const PageTemplate = {
  AboutUs: 1,
  ContactUs: 2,
  AllCourses: 3,
  Blog: 4,
  Tutoring: 5,
  CollegeAdmission: 6,
  Faqs: 7,
} as const;
export type PageTemplate = (typeof PageTemplate)[keyof typeof PageTemplate];

/** A site widget shows its own text, or a menu. */
export const WidgetType = { Text: 1, Menu: 2 } as const;
export type WidgetType = (typeof WidgetType)[keyof typeof WidgetType];

export const enums = {
  roleType: valuesOf(ROLE_TYPE),
  dayOfWeek: valuesOf(DayOfWeek),
  userStatus: ['active', 'inactive'],
  /** The four actions a permission can grant; toggle, status change and ordering count as update. */
  permissionAction: ['read', 'create', 'update', 'delete'],
  courseKind: valuesOf(CourseKind),
  /** A course is offered only once published; archived ones keep their history. */
  courseStatus: ['draft', 'published', 'archived'],
  discountType: ['percent', 'fixed'],
  employmentType: ['full_time', 'part_time', 'contract'],
  applicantStatus: valuesOf(ApplicantStatus),
  /** Pending and active enrolments hold a seat of the course's capacity. */
  enrolmentStatus: ['pending', 'active', 'completed', 'cancelled'],
  /**
   * An order's (and its enrolment's) payment state, from its payments and refunds: nothing paid,
   * part paid, paid in full (a zero total, a free order, is paid), or paid and refunded.
   */
  paymentStatus: ['unpaid', 'partial', 'paid', 'refunded'],
  /** An order payment row takes money in; a refund row gives it back. */
  paymentKind: ['payment', 'refund'],
  /** A working-hours row comes from a class session held, or is entered by hand. */
  workSource: ['session', 'manual'],
  /** A tutor's pay run is paid or not yet paid. */
  payRunStatus: ['unpaid', 'paid'],
  sessionStatus: valuesOf(SessionStatus),
  requestStatus: valuesOf(RequestStatus),
  complaintStatus: valuesOf(ComplaintStatus),
  tutoringRequestStatus: ['new', 'contacted', 'converted', 'closed'],
  /** A tutoring request's fee: none asked, asked and not paid yet, paid online. */
  tutoringRequestFeeStatus: ['none', 'awaiting', 'paid'],
  tutorialKind: ['video', 'article'],
  /** Homework: drafts are the tutor's; students see published and closed ones, and submit to published. */
  homeworkStatus: ['draft', 'published', 'closed'],
  materialKind: valuesOf(MaterialKind),
  /** Course material: students see published entries only. */
  publishStatus: ['draft', 'published', 'archived'],
  examType: valuesOf(ExamType),
  /** Fixed: taken between starts_at and ends_at; open: any time after publishing. */
  examWindow: ['fixed', 'open'],
  /** Students see published exams; closed ones keep their results and take no new attempts. */
  examStatus: ['draft', 'published', 'closed'],
  /** Multiple choice with one or several correct options, short answer, and SAT grid-in. */
  questionType: ['single', 'multiple', 'short', 'grid_in'],
  /** A question's difficulty. */
  questionQuality: ['easy', 'medium', 'hard'],
  /** The legacy paper SAT and the digital SAT. */
  satFormKind: ['legacy', 'digital'],
  /** A section (test) score feeds the total; sub scores and cross-test scores stand beside it. */
  satScaleKind: ['section', 'sub', 'cross'],
  /** How an answer was marked: correct, wrong, left out, several bubbles filled, or unreadable. */
  answerOutcome: ['correct', 'incorrect', 'omitted', 'multiple', 'unscoreable'],
  /** Where a result came from: an online attempt, marks entered by staff, an answer-sheet import. */
  resultSource: ['online', 'entered', 'imported'],
  attemptStatus: ['in_progress', 'submitted'],
  categoryType: valuesOf(CategoryType),
  /** A blog comment waits for moderation, then is approved or rejected. */
  commentStatus: ['pending', 'approved', 'rejected'],
  /** A home-page slide shows a picture, a video file by its address, or an embedded player. */
  sliderMediaType: ['image', 'video', 'embed'],
  /**
   * How the public site draws a home section. Hero: a large
   * title over the background; text_image: text beside the media; cards: the text's items as a
   * grid; call_to_action: a short band with its button; stats: the text's figures in a row.
   */
  sectionDesignType: ['hero', 'text_image', 'cards', 'call_to_action', 'stats'],
  /** Where a section's media sits, or that the section has the page's full width. */
  sectionLayout: ['centered', 'media_left', 'media_right', 'full_width'],
  pageTemplate: valuesOf(PageTemplate),
  widgetType: valuesOf(WidgetType),
  widgetPlacement: ['footer_1', 'footer_2', 'footer_3', 'footer_4', 'sidebar'],
  menuLocation: ['header', 'footer', 'sidebar'],
  /** Who a campaign goes to: every user of a type, a course's students and parents, or chosen users. */
  campaignAudience: ['type', 'course', 'users'],
  /** Scheduled until its time; sending while any recipient is queued; done when none is. */
  campaignStatus: ['scheduled', 'sending', 'done'],
  deliveryStatus: ['queued', 'sent', 'failed'],
} as const;

export type EnumName = keyof typeof enums;
export type EnumValue<N extends EnumName> = (typeof enums)[N][number];
