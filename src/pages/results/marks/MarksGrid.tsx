import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ExamRoster } from '../../../../schema';
import type { Draft, RowErrors } from './marksDraft';
import { ResultCell } from './ResultCell';

type Column = 'marks' | 'remarks';

interface MarksGridProps {
  roster: ExamRoster;
  draft: Draft;
  errors: Record<number, RowErrors>;
  changed: ReadonlySet<number>;
  disabled: boolean;
  onEdit: (studentId: number, field: Column, value: string) => void;
}

/**
 * One row per seated student: marks, remarks and the saved result. Made for typing a pile of
 * papers in: Enter or ↓ goes to the next student's same field, ↑ to the previous one.
 */
export function MarksGrid({ roster, draft, errors, changed, disabled, onEdit }: MarksGridProps) {
  const translate = useTranslate();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const { students, exam } = roster;

  const move = (event: KeyboardEvent, index: number, column: Column) => {
    const step =
      event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' || event.key === 'Enter' ? 1 : 0;
    if (step === 0) return;
    const next = students[index + step];
    event.preventDefault();
    if (!next) return;
    const input = inputs.current.get(`${column}:${next.student_id}`);
    input?.focus();
    input?.select();
  };

  const register = (column: Column, studentId: number) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(`${column}:${studentId}`, element);
    else inputs.current.delete(`${column}:${studentId}`);
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.results.marks.grid', { title: exam.title })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.results.columns.student')}</TableCell>
            <TableCell sx={{ minWidth: 120 }}>
              {translate('app.results.marks.marks_of', { total: exam.total_marks ?? '—' })}
            </TableCell>
            <TableCell sx={{ minWidth: 180 }}>{translate('app.results.columns.remarks')}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>{translate('app.results.columns.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((student, index) => {
            const values = draft[student.student_id] ?? { marks: '', remarks: '' };
            const rowErrors = errors[student.student_id] ?? {};
            const name = student.full_name;
            return (
              <TableRow key={student.student_id} hover>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {name}
                  </Typography>
                  {student.student_no && (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {student.student_no}
                    </Typography>
                  )}
                  {rowErrors.student_id && (
                    <Typography variant="caption" color="error" component="p">
                      {rowErrors.student_id}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    hiddenLabel
                    value={values.marks}
                    disabled={disabled}
                    onChange={(e) => onEdit(student.student_id, 'marks', e.target.value)}
                    onKeyDown={(e) => move(e, index, 'marks')}
                    error={Boolean(rowErrors.marks)}
                    helperText={rowErrors.marks}
                    inputRef={register('marks', student.student_id)}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        'aria-label': translate('app.results.marks.marks_for', { name }),
                        autoComplete: 'off',
                      },
                    }}
                    sx={{ width: 110 }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    hiddenLabel
                    fullWidth
                    value={values.remarks}
                    disabled={disabled}
                    onChange={(e) => onEdit(student.student_id, 'remarks', e.target.value)}
                    onKeyDown={(e) => move(e, index, 'remarks')}
                    error={Boolean(rowErrors.remarks)}
                    helperText={rowErrors.remarks}
                    inputRef={register('remarks', student.student_id)}
                    slotProps={{
                      htmlInput: {
                        maxLength: 500,
                        'aria-label': translate('app.results.marks.remarks_for', { name }),
                      },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <ResultCell result={student.result} unsaved={changed.has(student.student_id)} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
