import {
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  type Validator,
} from 'react-admin';
import type { FieldDef } from '../../../schema';

/**
 * Client checks mirroring the config, so most mistakes show before a round trip; the server
 * checks again and its 422 lands on the same fields. A password is required on create only.
 */
export function validatorsFor(def: FieldDef, mode: 'create' | 'edit'): Validator[] {
  const list: Validator[] = [];
  if (def.required && !(def.type === 'password' && mode === 'edit')) list.push(required());
  switch (def.type) {
    case 'text':
    case 'email':
    case 'url':
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
