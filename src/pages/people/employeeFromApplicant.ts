import type { RaRecord } from 'react-admin';

/** "Kamal Uddin Rahman" → first "Kamal", last "Uddin Rahman", as the server splits names. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** The employee form's starting values from an application: name, contact and the link. */
export function employeeFromApplicant(applicant: RaRecord): Partial<RaRecord> {
  return {
    ...splitName(String(applicant.name ?? '')),
    email: applicant.email ?? '',
    phone: applicant.phone ?? '',
    job_applicant_id: applicant.id,
  };
}
