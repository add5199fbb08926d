import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { idsOfRow, type PermissionRow } from './layout';
import { PermissionMatrix } from './PermissionMatrix';
import { selectionState } from './selection';
import { usePermissionMatrix } from './usePermissionMatrix';

interface PermissionMatrixFieldProps {
  source: string;
  /** Translated label of the field: the table's accessible name. */
  label: string;
  /** The referenced resource: the permissions. */
  reference: string;
}

/**
 * A record's permissions in the matrix, read-only: only the subjects it holds any permission on,
 * so a role's page lists what it grants rather than every subject there is.
 */
export function PermissionMatrixField({ source, label, reference }: PermissionMatrixFieldProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { groups, isPending } = usePermissionMatrix(reference);
  const value = record?.[source];
  const chosen: PermissionRow['id'][] = Array.isArray(value) ? value : [];
  if (isPending) return <LinearProgress aria-label={translate('app.permissions.matrix.loading')} />;
  const held = groups
    .map((g) => ({
      ...g,
      rows: g.rows.filter((row) => selectionState(chosen, idsOfRow(row)) !== 'none'),
    }))
    .filter((g) => g.rows.length > 0);
  if (held.length === 0)
    return <Typography variant="body2">{translate('app.permissions.matrix.none')}</Typography>;
  return <PermissionMatrix groups={held} chosen={chosen} label={label} />;
}
