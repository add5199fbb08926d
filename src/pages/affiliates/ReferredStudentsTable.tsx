import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { ReferredStudent } from '../../../schema';
import { formatDate } from '../../lib/format';

/** The students the affiliate referred: name, sign-up date and courses. */
export function ReferredStudentsTable({ students }: { students: ReferredStudent[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string) => translate(`app.affiliates.panel.${key}`);
  return (
    <Table size="small" aria-label={t('students')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('student')}</TableCell>
          <TableCell>{t('signed_up')}</TableCell>
          <TableCell>{t('courses')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {students.map((student) => (
          <TableRow key={`${student.student_id ?? 'account'}-${student.signed_up_at}`}>
            <TableCell>{student.name}</TableCell>
            <TableCell>{formatDate(student.signed_up_at, locale)}</TableCell>
            <TableCell>{student.courses.join(', ') || t('no_courses')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
