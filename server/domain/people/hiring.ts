/**
 * A selected applicant (`ApplicantStatus.Selected`) becomes an employee from the application
 * (/admin/employee/manual/{application}). An application is hired at most once, and only once
 * selected; the link is what the applicant's screen reads to show "already hired".
 */
import type { FieldErrors } from '../../resources/errors';
import type { employee } from '../../../resources/employees';
import type { HooksOf } from '../../resources/hooks';
import { ApplicantStatus } from '../../../schema';

export const hiringRule: HooksOf<typeof employee> = {
  async check(_ctx, db, { values, current }): Promise<FieldErrors> {
    const applicantId = values.job_applicant_id;
    if (applicantId === null || applicantId === undefined) return {};
    if (current && Number(current.job_applicant_id) === Number(applicantId)) return {};
    const applicant = await db
      .selectFrom('job_applicants')
      .select(['name', 'status'])
      .where('id', '=', Number(applicantId))
      .executeTakeFirst();
    if (!applicant) return {};
    const name = String(applicant.name);
    if (Number(applicant.status) !== ApplicantStatus.Selected) {
      return {
        job_applicant_id: [`${name} cannot be hired: the application has not been selected.`],
      };
    }
    let hired = db
      .selectFrom('employees')
      .select('employee_no')
      .where('job_applicant_id', '=', Number(applicantId));
    if (current) hired = hired.where('id', '!=', Number(current.id));
    const employee = await hired.executeTakeFirst();
    return employee
      ? {
          job_applicant_id: [
            `${name} has already been hired as employee ${String(employee.employee_no)}.`,
          ],
        }
      : {};
  },
};
