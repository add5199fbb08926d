import {
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  type Validator,
} from 'react-admin';
import { isSafeLink, type FieldDef, type LinkField } from '../../../schema';

/** The link rule the server applies (schema/links.ts), so a bad link shows before saving. */
const safeLink =
  (def: LinkField): Validator =>
  (value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || isSafeLink(value.trim(), def)
      ? undefined
      : def.paths
        ? 'app.validation.link'
        : 'app.validation.url';

/**
 * Client checks mirroring the config, so most mistakes show before a round trip; the server
 * checks again and its 422 lands on the same fields. A password is required on create only.
 */
export function validatorsFor(def: FieldDef, mode: 'create' | 'edit'): Validator[] {
  const list: Validator[] = [];
  if (def.required && !(def.type === 'password' && mode === 'edit')) list.push(required());
  switch (def.type) {
    case 'link':
      if (def.max !== undefined) list.push(maxLength(def.max));
      list.push(safeLink(def));
      break;
    case 'text':
    case 'email':
    case 'phone':
    case 'color':
    case 'textarea':
    case 'password':
      if (def.min !== undefined) list.push(minLength(def.min));
      if (def.max !== undefined) list.push(maxLength(def.max));
      if (def.type === 'email') list.push(email());
      break;
    case 'integer':
    case 'money':
      if (def.min !== undefined) list.push(minValue(def.min));
      if (def.max !== undefined) list.push(maxValue(def.max));
      break;
    default:
      break;
  }
  return list;
}
