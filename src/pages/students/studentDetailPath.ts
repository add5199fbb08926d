import type { Identifier } from 'react-admin';

/** /admin/student/{id}/student: a student's profile with their courses and schedule. */
export const studentDetailPath = (id: Identifier): string =>
  `/admin/student/${encodeURIComponent(String(id))}/student`;
