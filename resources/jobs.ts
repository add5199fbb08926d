/**
 * Jobs and applicants (/admin/job, /admin/job/applicant).
 */
import {
  choice,
  date,
  defineResource,
  email,
  file,
  integer,
  money,
  phone,
  reference,
  richText,
  text,
  textarea,
  ApplicantStatus,
  notBelow,
} from '../schema';
import { activeToggle } from './presets';

export const job = defineResource({
  name: 'job',
  table: 'jobs',
  subject: 'Job',
  route: '/admin/job',
  title: 'title',
  // Pickers list jobs through this short list.
  shortList: 'only_jobs',
  menu: { group: 'jobs', icon: 'Work', order: 1 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    department: text({ max: 100, searchable: true, filterable: true }),
    location: text({ max: 190 }),
    employment_type: choice('employmentType', { required: true, filterable: true }),
    vacancies: integer({ min: 1, max: 1000, default: 1 }),
    salary_min: money(),
    salary_max: money(),
    deadline: date({ sortable: true, dateRange: true }),
    description: richText(),
    is_active: activeToggle(),
  },
  rules: [notBelow('salary_min', 'salary_max')],
  list: {
    columns: ['title', 'department', 'employment_type', 'vacancies', 'deadline', 'is_active'],
  },
});

export const jobApplicant = defineResource({
  name: 'job-applicant',
  table: 'job_applicants',
  subject: 'JobApplicant',
  route: '/admin/job/applicant',
  title: 'name',
  menu: { group: 'jobs', icon: 'PersonSearch', order: 2 },
  storage: {
    // The language the public application was sent in (public-api.config.ts `senderLanguage`):
    // the status mails are worded in it (server/domain/hooks/applicant-status-mail.ts). Empty on
    // older rows and on applications typed in by staff.
    columns: { language: text({ max: 5 }) },
  },
  fields: {
    job_id: reference('job', { required: true, filterable: true }),
    name: text({ required: true, searchable: true, sortable: true }),
    email: email({ required: true, searchable: true }),
    phone: phone({ searchable: true }),
    cv: file({
      accept: [
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    }),
    cover_letter: textarea({ max: 10_000 }),
    // Set directly to any value from the status menu; each change e-mails the applicant
    // (server/domain/people/behaviour.ts).
    status: choice('applicantStatus', {
      default: ApplicantStatus.Applied,
      statusChange: true,
      filterable: true,
    }),
    note: textarea({ max: 5000 }),
  },
  list: { columns: ['name', 'job_id', 'email', 'phone', 'status', 'created_at'] },
});
