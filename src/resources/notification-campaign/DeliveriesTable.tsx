import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../lib/visuallyHidden';
import type { Delivery } from './deliveryData';
import { DeliveryStatusChip } from './DeliveryStatusChip';

const COLUMNS = ['recipient', 'address', 'status', 'attempts', 'reason'] as const;

/** The recipients of one page; a failed one has its reason and a retry button. */
export function DeliveriesTable({
  rows,
  onRetry,
  retrying,
}: {
  rows: Delivery[];
  onRetry: (id: number) => void;
  retrying: boolean;
}) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby="deliveries-heading">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`app.campaigns.columns.${column}`)}</TableCell>
            ))}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {translate('app.campaigns.columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="delivery-row">
              <TableCell>{row.user_name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.address ?? '—'}</TableCell>
              <TableCell>
                <DeliveryStatusChip status={row.status} />
              </TableCell>
              <TableCell>{row.attempts}</TableCell>
              <TableCell sx={{ color: 'text.secondary', minWidth: 160 }}>
                {row.last_error ?? ''}
              </TableCell>
              <TableCell>
                {row.status === 'failed' && (
                  <Button size="small" disabled={retrying} onClick={() => onRetry(row.id)}>
                    {translate('app.campaigns.retry')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
