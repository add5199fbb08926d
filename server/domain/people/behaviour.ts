/** Server behaviour of people: sign-in accounts, profiles and hiring. */
import { users } from '../../../resources/access';
import { employee } from '../../../resources/employees';
import { jobApplicant } from '../../../resources/jobs';
import { parent, student } from '../../../resources/people';
import { behaviourOf } from '../../resources/behaviour';
import { relabelDependents } from '../academics/labels';
import { studentDependents } from '../academics/dependent-labels';
import { mailApplicantOnStatusChange } from '../hooks/applicant-status-mail';
import { combineHooks } from '../hooks/combine';
import { announceJobApplication } from '../notifications/public-form-notices';
import { taughtStudents } from '../scopes';
import { keepAffiliateRow } from '../affiliates/affiliate-account';
import { recountOnStudentChange } from '../affiliates/attribution';
import { accountHooks, personHooks } from './account-sync';
import { hiringRule } from './hiring';
import { balanceDue, studentCourses } from '../academics/list-columns';

export const peopleBehaviour = [
  behaviourOf(users, { hooks: combineHooks(accountHooks, { afterSave: keepAffiliateRow }) }),
  behaviourOf(employee, {
    hooks: combineHooks(personHooks('employee'), hiringRule),
  }),
  behaviourOf(student, {
    hooks: combineHooks(personHooks('student'), {
      beforeSave: relabelDependents(student, 'full_name', studentDependents),
      afterSave: recountOnStudentChange,
    }),
    scope: { employee: taughtStudents },
    computed: { courses: studentCourses, balance_due: balanceDue },
  }),
  behaviourOf(parent, { hooks: personHooks('parent') }),
  behaviourOf(jobApplicant, {
    hooks: { afterCreate: announceJobApplication, afterUpdate: mailApplicantOnStatusChange },
  }),
];
