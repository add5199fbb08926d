import type { Validator } from 'react-admin';

/** Field validator: the confirmation must equal `password`. */
export const matchesPassword =
  (message: string): Validator =>
  (value: unknown, values: Record<string, unknown>) =>
    value === values.password ? undefined : message;
