import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The rows of a table as editable cells: one scaled score per raw score. Enter and the arrow keys
 * move down and up, as in a spreadsheet, so a whole table is typed without the mouse.
 */
export function ConversionGrid({
  scaled,
  errors,
  readOnly,
  onChange,
}: {
  scaled: string[];
  /** Server messages by raw score. */
  errors: Record<number, string>;
  readOnly: boolean;
  onChange: (raw: number, value: string) => void;
}) {
  const translate = useTranslate();
  const focusRow = (raw: number) =>
    document.querySelector<HTMLInputElement>(`input[data-raw="${raw}"]`)?.focus();
  const onKeyDown = (raw: number) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      focusRow(raw + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusRow(raw - 1);
    }
  };
  return (
    <Table size="small" stickyHeader sx={{ maxWidth: 420 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.scoring.conversion.raw')}</TableCell>
          <TableCell>{translate('app.scoring.conversion.scaled')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {scaled.map((value, raw) => (
          <TableRow key={raw}>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums', width: 120 }}>{raw}</TableCell>
            <TableCell>
              {readOnly ? (
                value
              ) : (
                <TextField
                  value={value}
                  onChange={(event) => onChange(raw, event.target.value)}
                  onKeyDown={onKeyDown(raw)}
                  error={raw in errors}
                  helperText={errors[raw]}
                  size="small"
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      'data-raw': raw,
                      'aria-label': `${translate('app.scoring.conversion.scaled')} ${raw}`,
                    },
                  }}
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
