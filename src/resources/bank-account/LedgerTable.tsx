import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LinkBase, useLocaleState, useTranslate } from 'react-admin';
import type { LedgerEntry } from '../../../schema';
import { keyOfName } from '../../config';
import { formatDate } from '../../lib/format';

/** A movement of money as a table row: an account's ledger entry, or a row of the money flows. */
export type MovementRow = Pick<
  LedgerEntry,
  'date' | 'kind' | 'description' | 'resource' | 'resource_id' | 'money_in' | 'money_out'
> & { voided?: boolean; balance?: number; bank_account?: string | null };

/**
 * The entries of one ledger page: date, kind, what it was (a link to the row), money in and out
 * and the balance after it. A voided entry is struck through and counts nowhere. The money flows
 * of every account show each row's account instead of a balance.
 */
export function LedgerTable({
  entries,
  money,
  withAccount = false,
}: {
  entries: MovementRow[];
  money: (value: number) => string;
  withAccount?: boolean;
}) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const t = (key: string) => translate(`app.finance.ledger.${key}`);
  const amount = (value: number) => (value === 0 ? '' : money(value));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('date')}</TableCell>
            <TableCell>{t('kind')}</TableCell>
            <TableCell>{t('description')}</TableCell>
            {withAccount && <TableCell>{t('account')}</TableCell>}
            <TableCell align="right">{t('money_in')}</TableCell>
            <TableCell align="right">{t('money_out')}</TableCell>
            {!withAccount && <TableCell align="right">{t('balance')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const struck = entry.voided
              ? { textDecoration: 'line-through', color: 'text.disabled' }
              : {};
            return (
              <TableRow key={`${entry.kind}:${entry.resource_id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(entry.date, locale)}
                </TableCell>
                <TableCell>{t(`kinds.${entry.kind}`)}</TableCell>
                <TableCell>
                  <Link
                    component={LinkBase}
                    to={`/${keyOfName(entry.resource)}/${entry.resource_id}/show`}
                    sx={struck}
                  >
                    {entry.description}
                  </Link>
                  {entry.voided && (
                    <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                      {t('voided')}
                    </Typography>
                  )}
                </TableCell>
                {withAccount && <TableCell>{entry.bank_account ?? ''}</TableCell>}
                <TableCell align="right" sx={{ color: 'success.main', ...struck }}>
                  {amount(entry.money_in)}
                </TableCell>
                <TableCell align="right" sx={{ color: 'error.main', ...struck }}>
                  {amount(entry.money_out)}
                </TableCell>
                {!withAccount && (
                  <TableCell
                    align="right"
                    sx={{
                      whiteSpace: 'nowrap',
                      color: (entry.balance ?? 0) < 0 ? 'error.main' : undefined,
                    }}
                  >
                    {money(entry.balance ?? 0)}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
