import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { parseMapping as parseMappingIn } from './mapping';

const parseMapping = (raw: unknown, headers: readonly string[]) =>
  parseMappingIn(raw, headers, translatorFor('en'));

const headers = ['Email', 'First name', 'Course'];

const errorsOf = (raw: unknown) => {
  try {
    parseMapping(raw, headers);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return undefined;
};

describe('parseMapping', () => {
  it('takes JSON text or an object, and drops targets left empty', () => {
    const mapping = { 'student.email': 'Email', 'student.first_name': 'First name', course: '' };
    expect(parseMapping(JSON.stringify(mapping), headers)).toEqual({
      'student.email': 'Email',
      'student.first_name': 'First name',
    });
    expect(parseMapping({ ...mapping, course: 'Course' }, headers)).toMatchObject({
      course: 'Course',
    });
  });

  it('names each problem under mapping.<target>', () => {
    expect(errorsOf({ 'student.email': 'E-mail', 'student.shoe_size': 'Email' })).toEqual({
      'mapping.student.email': ['The file has no column "E-mail".'],
      'mapping.student.shoe_size': ['"student.shoe_size" is not a field the import can fill.'],
      'mapping.student.first_name': ['A column must be chosen for student.first_name.'],
    });
    expect(errorsOf(undefined)).toEqual({ mapping: ['The mapping field is required.'] });
    expect(errorsOf('{not json')).toEqual({
      mapping: ['The mapping field must be an object of target: column.'],
    });
  });
});
