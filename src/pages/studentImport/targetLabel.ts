import type { TranslateFunction } from 'react-admin';

/** "student.email" → "Student · E-mail": the owner first, since parents have the same fields. */
export function targetLabel(translate: TranslateFunction, key: string): string {
  const field = translate(`app.csvImport.targets.${key}`, { _: key });
  const owner = key.includes('.') ? key.split('.')[0] : undefined;
  if (owner !== 'student' && owner !== 'parent') return field;
  return `${translate(`app.csvImport.groups.${owner}`)} · ${field}`;
}
