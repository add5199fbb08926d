import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ExamRoster } from '../../../../schema';
import type { Draft, RowErrors } from './marksDraft';
import { MarksRow, type MarksColumn } from './MarksRow';

interface MarksGridProps {
  roster: ExamRoster;
  draft: Draft;
  errors: Record<number, RowErrors>;
  changed: ReadonlySet<number>;
  disabled: boolean;
  onEdit: (studentId: number, field: MarksColumn, value: string) => void;
}

const EMPTY = { marks: '', remarks: '' };

/**
 * One row per seated student: marks, remarks and the saved result. Made for typing a pile of
 * papers in: Enter or ↓ goes to the next student's same field, ↑ to the previous one.
 */
export function MarksGrid({ roster, draft, errors, changed, disabled, onEdit }: MarksGridProps) {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const { students, exam } = roster;

  const move = (event: KeyboardEvent, index: number, column: MarksColumn) => {
    const step =
      event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' || event.key === 'Enter' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = students[index + step];
    if (!next) return;
    const input = inputs.current.get(`${column}:${next.student_id}`);
    input?.focus();
    input?.select();
  };

  const register =
    (studentId: number) => (column: MarksColumn) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(`${column}:${studentId}`, element);
      else inputs.current.delete(`${column}:${studentId}`);
    };

  const marksHeader = translate('app.results.marks.marks_of', { total: exam.total_marks ?? '—' });
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.results.marks.grid', { title: exam.title })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.results.columns.student')}</TableCell>
            <TableCell sx={{ minWidth: compact ? 140 : 120 }}>{marksHeader}</TableCell>
            {!compact && (
              <>
                <TableCell sx={{ minWidth: 180 }}>
                  {translate('app.results.columns.remarks')}
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  {translate('app.results.columns.result')}
                </TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((student, index) => (
            <MarksRow
              key={student.student_id}
              student={student}
              values={draft[student.student_id] ?? EMPTY}
              errors={errors[student.student_id] ?? {}}
              unsaved={changed.has(student.student_id)}
              disabled={disabled}
              compact={compact}
              onEdit={(field, value) => onEdit(student.student_id, field, value)}
              onKeyDown={(event, field) => move(event, index, field)}
              register={register(student.student_id)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
