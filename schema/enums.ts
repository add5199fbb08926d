/**
 * Fixed value lists. Labels live in i18n under `enums.<name>.<value>`, so both languages share
 * the stored values. Values match the original product where SPEC 3 and ORIGINAL.md give them.
 */
export const enums = {
  /** SPEC 3: Role type. */
  roleType: [1, 2, 3, 4, 5],
  /** SPEC 3: days of week, 1 Saturday … 7 Friday. */
  dayOfWeek: [1, 2, 3, 4, 5, 6, 7],
  userStatus: ['active', 'inactive'],
  /** The four actions a permission can grant; toggle, status change and ordering count as update. */
  permissionAction: ['read', 'create', 'update', 'delete'],
  /** ORIGINAL.md: 1 regular group class, 2 one-on-one. */
  courseKind: [1, 2],
  /** A course is offered only once published; archived ones keep their history. */
  courseStatus: ['draft', 'published', 'archived'],
  discountType: ['percent', 'fixed'],
  employmentType: ['full_time', 'part_time', 'contract'],
  /** ORIGINAL.md: 0 Applied, 1 Pre-selected, 2 Interviewing, 3 Selected, 4 Rejected. */
  applicantStatus: [0, 1, 2, 3, 4],
  gender: ['male', 'female', 'other'],
  religion: ['islam', 'hinduism', 'buddhism', 'christianity', 'other'],
  bloodGroup: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
  maritalStatus: ['single', 'married', 'divorced', 'widowed'],
  /** Pending and active enrolments hold a seat of the course's capacity. */
  enrolmentStatus: ['pending', 'active', 'completed', 'cancelled'],
  /**
   * An order's (and its enrolment's) payment state, from its payments and refunds: nothing paid,
   * part paid, paid in full (a zero total is paid, ORIGINAL.md "free"), or paid and refunded.
   */
  paymentStatus: ['unpaid', 'partial', 'paid', 'refunded'],
  /** An order payment row takes money in; a refund row gives it back. */
  paymentKind: ['payment', 'refund'],
  /** A working-hours row comes from a class session held, or is entered by hand. */
  workSource: ['session', 'manual'],
  /** ORIGINAL.md tutor payment: paid / not paid. */
  payRunStatus: ['unpaid', 'paid'],
  /** ORIGINAL.md: class session 0 Pending, 1 Completed, 2 Canceled. */
  sessionStatus: [0, 1, 2],
  /** ORIGINAL.md: cancel and overtime requests 0 Pending, 1 Approved, 2 Canceled. */
  requestStatus: [0, 1, 2],
  /** ORIGINAL.md: complaint 0 Pending, 1 Solved. */
  complaintStatus: [0, 1],
  tutoringRequestStatus: ['new', 'contacted', 'converted', 'closed'],
  tutorialKind: ['video', 'article'],
  /** Homework: drafts are the tutor's; students see published and closed ones, and submit to published. */
  homeworkStatus: ['draft', 'published', 'closed'],
  /** ORIGINAL.md: course material type 1 file, 2 video, 3 link. */
  materialKind: [1, 2, 3],
  /** Course material: students see published entries only. */
  publishStatus: ['draft', 'published', 'archived'],
  /** ORIGINAL.md: exam type 1 regular, 2 SAT. */
  examType: [1, 2],
  /** Fixed: taken between starts_at and ends_at; open: any time after publishing. */
  examWindow: ['fixed', 'open'],
  /** Students see published exams; closed ones keep their results and take no new attempts. */
  examStatus: ['draft', 'published', 'closed'],
  /** Multiple choice with one or several correct options, short answer, and SAT grid-in. */
  questionType: ['single', 'multiple', 'short', 'grid_in'],
  /** ORIGINAL.md: question qualities Easy, Medium, Hard (the question's difficulty). */
  questionQuality: ['easy', 'medium', 'hard'],
  /** The legacy paper SAT (ORIGINAL.md) and the digital SAT. */
  satFormKind: ['legacy', 'digital'],
  /** A section (test) score feeds the total; sub scores and cross-test scores stand beside it. */
  satScaleKind: ['section', 'sub', 'cross'],
  /** ORIGINAL.md answer keys: Correct, Multiple response, Omitted, Unscoreable; plus wrong. */
  answerOutcome: ['correct', 'incorrect', 'omitted', 'multiple', 'unscoreable'],
  /** Where a result came from: an online attempt, marks entered by staff, an answer-sheet import. */
  resultSource: ['online', 'entered', 'imported'],
  attemptStatus: ['in_progress', 'submitted'],
  /** SPEC 3: category type 1 gallery, 2 blog. */
  categoryType: [1, 2],
  /** ORIGINAL.md blog comment: Pending, Approved, Canceled (shown as rejected). */
  commentStatus: ['pending', 'approved', 'rejected'],
  /** A home-page slide shows a picture, a video file by its address, or an embedded player. */
  sliderMediaType: ['image', 'video', 'embed'],
  /**
   * SPEC 3 "section design types": how the public site draws a home section. Hero: a large
   * title over the background; text_image: text beside the media; cards: the text's items as a
   * grid; call_to_action: a short band with its button; stats: the text's figures in a row.
   */
  sectionDesignType: ['hero', 'text_image', 'cards', 'call_to_action', 'stats'],
  /** Where a section's media sits, or that the section has the page's full width. */
  sectionLayout: ['centered', 'media_left', 'media_right', 'full_width'],
  /** SPEC 3 page templates: 1 About us … 7 FAQs. */
  pageTemplate: [1, 2, 3, 4, 5, 6, 7],
  /** SPEC 3 widget types: 1 Text, 2 Menu. */
  widgetType: [1, 2],
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

export const ROLE_TYPE = {
  admin: 1,
  employee: 2,
  student: 3,
  parent: 4,
  affiliation: 5,
} as const;
export type RoleType = (typeof ROLE_TYPE)[keyof typeof ROLE_TYPE];
export type UserKind = keyof typeof ROLE_TYPE;
