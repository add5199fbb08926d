import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import {
  idsOfColumn,
  idsOfRow,
  matrixActions,
  type MatrixGroup,
  type PermissionRow,
} from './layout';
import { selectionState, setChosen } from './selection';

type Id = PermissionRow['id'];

interface PermissionMatrixProps {
  groups: readonly MatrixGroup[];
  /** The chosen permission ids (the field's value). */
  chosen: readonly Id[];
  /** Without it the matrix only shows the choice (a show page). */
  onChange?: (ids: Id[]) => void;
  /** Accessible name of the table: the field's label. */
  label: string;
}

/** The subject column stays in view while the actions scroll sideways on narrow screens. */
const stickySubject = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 160,
} as const;

/** The group's header row is tinted; its sticky cell paints the same tint over an opaque paper. */
const groupCell = (theme: Theme) => ({
  backgroundColor: theme.palette.background.paper,
  backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
});

/**
 * Permissions as subjects × actions, grouped as the sidebar groups what they guard. Each cell is
 * a checkbox where that permission exists; a row's, a group's, a column's (in a group and over
 * all) and the whole matrix's box choose all of theirs at once and show "some" as indeterminate.
 */
export function PermissionMatrix({ groups, chosen, onChange, label }: PermissionMatrixProps) {
  const translate = useTranslate();
  const editable = onChange !== undefined;
  const actionLabel = (action: string) => translate(`enums.permissionAction.${action}`);
  const groupLabel = (group: MatrixGroup['group']) =>
    translate(group === 'other' ? 'app.permissions.matrix.other_group' : `menu.groups.${group}`);
  const allRows = groups.flatMap((g) => g.rows);

  /** A box standing for `ids`: checked when all are chosen, indeterminate when some are. */
  const box = (name: string, ids: readonly Id[]) => {
    const state = selectionState(chosen, ids);
    return (
      <Checkbox
        size="small"
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={!editable}
        onChange={(event) => onChange?.(setChosen(chosen, ids, event.target.checked))}
        slotProps={{ input: { 'aria-label': name } }}
      />
    );
  };

  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickySubject}>{translate('app.permissions.matrix.subject')}</TableCell>
            {editable && (
              <TableCell align="center">
                {translate('app.permissions.matrix.all')}
                <br />
                {box(translate('app.permissions.matrix.every'), allRows.flatMap(idsOfRow))}
              </TableCell>
            )}
            {matrixActions.map((action) => (
              <TableCell key={action} align="center">
                {actionLabel(action)}
                {editable && <br />}
                {editable &&
                  box(
                    translate('app.permissions.matrix.column_all', {
                      action: actionLabel(action),
                    }),
                    idsOfColumn(allRows, action),
                  )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map(({ group, rows }) => {
            const name = groupLabel(group);
            return (
              <Fragment key={group}>
                <TableRow sx={(theme) => ({ '& > td, & > th': groupCell(theme) })}>
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    sx={[stickySubject, groupCell, { fontWeight: 600 }]}
                  >
                    {name}
                  </TableCell>
                  {editable && (
                    <TableCell align="center">
                      {box(
                        translate('app.permissions.matrix.group_all', { group: name }),
                        rows.flatMap(idsOfRow),
                      )}
                    </TableCell>
                  )}
                  {matrixActions.map((action) => {
                    const ids = idsOfColumn(rows, action);
                    return (
                      <TableCell key={action} align="center">
                        {editable &&
                          ids.length > 0 &&
                          box(
                            translate('app.permissions.matrix.group_column', {
                              group: name,
                              action: actionLabel(action),
                            }),
                            ids,
                          )}
                      </TableCell>
                    );
                  })}
                </TableRow>
                {rows.map((row) => (
                  <TableRow key={row.subject} hover>
                    <TableCell component="th" scope="row" sx={[stickySubject, { pl: 3 }]}>
                      {row.label}
                    </TableCell>
                    {editable && (
                      <TableCell align="center">
                        {box(
                          translate('app.permissions.matrix.row_all', { subject: row.label }),
                          idsOfRow(row),
                        )}
                      </TableCell>
                    )}
                    {matrixActions.map((action) => {
                      const id = row.cells[action];
                      return (
                        <TableCell key={action} align="center">
                          {id !== undefined &&
                            box(
                              translate('app.permissions.matrix.cell', {
                                subject: row.label,
                                action: actionLabel(action),
                              }),
                              [id],
                            )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
