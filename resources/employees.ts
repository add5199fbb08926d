/**
 * Employees (/admin/employee).
 */
import {
  date,
  defineResource,
  integer,
  money,
  phone,
  reference,
  text,
  textarea,
  ROLE_TYPE,
} from '../schema';
import { activeToggle, banglaName, basicListChoice, person, account } from './presets';

export const designation = defineResource({
  name: 'designation',
  table: 'designations',
  subject: 'Designation',
  route: '/admin/employee/designation',
  title: 'name',
  titleIn: { bn: 'name_bn' },
  menu: { group: 'employees', icon: 'WorkspacePremium', order: 2 },
  fields: {
    name: text({ required: true, max: 100, unique: true, searchable: true, sortable: true }),
    name_bn: banglaName(100),
    is_active: activeToggle(),
  },
});

export const employee = defineResource({
  name: 'employee',
  table: 'employees',
  subject: 'Employees',
  defaultAccess: { employee: ['read'] },
  route: '/admin/employee',
  title: 'full_name',
  shortList: 'only_employees',
  menu: { group: 'employees', icon: 'Badge', order: 1 },
  fields: {
    ...person,
    employee_no: text({ max: 30, unique: true, searchable: true, sortable: true }),
    // Only active employee roles and active designations are offered.
    role_id: reference('role', {
      required: true,
      activeOnly: true,
      where: { type: ROLE_TYPE.employee },
      filterable: true,
    }),
    designation_id: reference('designation', { activeOnly: true, filterable: true }),
    join_date: date({ sortable: true, dateRange: true }),
    // Billing: hours beyond the contracted week are overtime, paid at the overtime rate.
    weekly_hours: integer({ min: 0, max: 168 }),
    overtime_rate: money(),
    gender_id: basicListChoice('gender'),
    religion_id: basicListChoice('religion'),
    blood_group_id: basicListChoice('blood-group'),
    marital_status_id: basicListChoice('marital-status'),
    date_of_birth: date(),
    national_id: text({ max: 30 }),
    father_name: text({ max: 100 }),
    mother_name: text({ max: 100 }),
    emergency_contact: phone(),
    present_address: textarea({ max: 1000 }),
    permanent_address: textarea({ max: 1000 }),
    // Set when the employee was hired from an application (/admin/employee/manual/{application}).
    job_applicant_id: reference('job-applicant', { onDelete: 'set null', filterable: true }),
    ...account,
  },
  form: {
    sections: [
      {
        name: 'identity',
        rows: ['full_name', ['first_name', 'last_name'], ['email', 'phone'], 'image'],
      },
      {
        name: 'job',
        rows: [
          ['employee_no', 'role_id'],
          ['designation_id', 'join_date'],
          ['weekly_hours', 'overtime_rate'],
          'job_applicant_id',
        ],
      },
      {
        name: 'personal',
        rows: [
          ['date_of_birth', 'gender_id'],
          ['religion_id', 'blood_group_id'],
          ['marital_status_id', 'national_id'],
          ['father_name', 'mother_name'],
          'emergency_contact',
        ],
      },
      { name: 'address', rows: ['present_address', 'permanent_address'] },
      { name: 'account', rows: [['password', 'is_active']] },
    ],
  },
  list: {
    columns: ['image', 'employee_no', 'full_name', 'email', 'phone', 'designation_id', 'is_active'],
  },
  scope: { employee: { user_id: 'self' } },
});
