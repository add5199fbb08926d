import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { RosterStudent } from '../../../../schema';
import type { DraftValues, RowErrors } from './marksDraft';
import { ResultCell } from './ResultCell';

export type MarksColumn = 'marks' | 'remarks';

interface MarksRowProps {
  student: RosterStudent;
  values: DraftValues;
  errors: RowErrors;
  unsaved: boolean;
  disabled: boolean;
  /** Phones: the result under the name, remarks under the marks; two columns in all. */
  compact: boolean;
  onEdit: (field: MarksColumn, value: string) => void;
  onKeyDown: (event: KeyboardEvent, field: MarksColumn) => void;
  register: (field: MarksColumn) => (element: HTMLInputElement | null) => void;
}

/** One student's line of the marks grid. */
export function MarksRow(props: MarksRowProps) {
  const { student, values, errors, unsaved, disabled, compact } = props;
  const translate = useTranslate();
  const name = student.full_name;
  const field = (column: MarksColumn) => (
    <TextField
      size="small"
      hiddenLabel
      fullWidth={column === 'remarks' || compact}
      value={values[column]}
      disabled={disabled}
      onChange={(e) => props.onEdit(column, e.target.value)}
      onKeyDown={(e) => props.onKeyDown(e, column)}
      error={Boolean(errors[column])}
      helperText={errors[column]}
      inputRef={props.register(column)}
      placeholder={compact && column === 'remarks' ? translate('app.results.columns.remarks') : ''}
      slotProps={{
        htmlInput:
          column === 'marks'
            ? {
                inputMode: 'numeric',
                autoComplete: 'off',
                'aria-label': translate('app.results.marks.marks_for', { name }),
              }
            : {
                maxLength: 500,
                'aria-label': translate('app.results.marks.remarks_for', { name }),
              },
      }}
      sx={column === 'marks' && !compact ? { width: 110 } : undefined}
    />
  );
  const result = <ResultCell result={student.result} unsaved={unsaved} />;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        {student.student_no && (
          <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {student.student_no}
          </Typography>
        )}
        {errors.student_id && (
          <Typography variant="caption" color="error" component="p">
            {errors.student_id}
          </Typography>
        )}
        {compact && <Box sx={{ mt: 0.5 }}>{result}</Box>}
      </TableCell>
      {compact ? (
        <TableCell>
          <Box sx={{ display: 'grid', gap: 1 }}>
            {field('marks')}
            {field('remarks')}
          </Box>
        </TableCell>
      ) : (
        <>
          <TableCell>{field('marks')}</TableCell>
          <TableCell>{field('remarks')}</TableCell>
          <TableCell>{result}</TableCell>
        </>
      )}
    </TableRow>
  );
}
