import { describe, expect, it } from 'vitest';
import { employeeFromApplicant, splitName } from './employeeFromApplicant';

describe('employeeFromApplicant', () => {
  it('splits the name at the first space and keeps the rest as the last name', () => {
    expect(splitName('  Kamal  Uddin Rahman ')).toEqual({
      first_name: 'Kamal',
      last_name: 'Uddin Rahman',
    });
    expect(splitName('Madonna')).toEqual({ first_name: 'Madonna', last_name: '' });
  });

  it('fills the contact fields and links the application', () => {
    expect(
      employeeFromApplicant({ id: 7, name: 'Tahmina Sultana', email: 't@x.com', phone: null }),
    ).toEqual({
      first_name: 'Tahmina',
      last_name: 'Sultana',
      email: 't@x.com',
      phone: '',
      job_applicant_id: 7,
    });
  });
});
