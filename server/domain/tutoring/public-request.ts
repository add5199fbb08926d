/**
 * The public site's tutoring request form (no sign-in): only the family's own fields are taken;
 * status, notes and the student link are staff business and refused like any unknown field.
 */
import { resourcesByName } from '../../../resources.config';
import type { Context } from '../../resources/context';
import { ValidationError } from '../../resources/errors';
import { createRecord } from '../../resources/operations/create';
import { attributeName } from '../../resources/validation';

export const PUBLIC_REQUEST_FIELDS = [
  'guardian_name',
  'email',
  'phone',
  'student_name',
  'student_level',
  'subject_id',
  'preferred_times',
  'message',
];

export async function submitTutoringRequest(
  ctx: Context,
  body: Record<string, unknown>,
): Promise<void> {
  const resource = resourcesByName.get('tutoring-request')!;
  const prohibited = Object.keys(body).filter((name) => !PUBLIC_REQUEST_FIELDS.includes(name));
  if (prohibited.length > 0) {
    throw new ValidationError(
      Object.fromEntries(
        prohibited.map((name) => [name, [`The ${attributeName(name)} field is prohibited.`]]),
      ),
    );
  }
  await createRecord(ctx, resource, body, { trusted: true });
}
