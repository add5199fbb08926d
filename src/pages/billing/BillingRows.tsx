/** The rows of a pay run (preview or payslip): working hours, then overtime, then the totals. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '../../lib/format';
import { useCurrency } from '../../lib/preferences';
import type { BillingHour, BillingOvertime } from './billingApi';
import { formatDuration } from './duration';

function useFormatters() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [currency] = useCurrency();
  return {
    translate,
    date: (d: string) => formatDate(d, locale),
    money: (v: number | null) =>
      v === null ? translate('app.billing.no_rate') : formatMoney(v, currency),
    duration: (m: number) => formatDuration(m, translate),
  };
}

const col = (key: string) => `app.billing.columns.${key}`;

export function HoursTable({ hours, emptyText }: { hours: BillingHour[]; emptyText: string }) {
  const f = useFormatters();
  if (hours.length === 0)
    return <Typography sx={{ color: 'text.secondary', py: 1 }}>{emptyText}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['date', 'course', 'time', 'minutes', 'rate', 'amount'].map((key) => (
              <TableCell
                key={key}
                align={['minutes', 'rate', 'amount'].includes(key) ? 'right' : 'left'}
              >
                {f.translate(col(key))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {hours.map((h) => (
            <TableRow key={h.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(h.date)}</TableCell>
              <TableCell>{h.course_title ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${h.start_time}–${h.end_time}`}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {f.duration(h.minutes)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {f.money(h.hourly_rate)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {f.money(h.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function OvertimeTable({ rows, emptyText }: { rows: BillingOvertime[]; emptyText: string }) {
  const f = useFormatters();
  if (rows.length === 0)
    return <Typography sx={{ color: 'text.secondary', py: 1 }}>{emptyText}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{f.translate(col('week'))}</TableCell>
            <TableCell align="right">{f.translate(col('minutes'))}</TableCell>
            <TableCell align="right">{f.translate(col('rate'))}</TableCell>
            <TableCell align="right">{f.translate(col('amount'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((o) => (
            <TableRow key={o.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(o.week_start)}</TableCell>
              <TableCell align="right">{f.duration(o.minutes)}</TableCell>
              <TableCell align="right">{f.money(o.overtime_rate)}</TableCell>
              <TableCell align="right">{f.money(o.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Label and value lines: "Regular pay 4 h 15 min $50.00". */
export function FigureLines({
  lines,
}: {
  lines: { label: string; minutes?: number; amount: number; strong?: boolean; testId?: string }[];
}) {
  const f = useFormatters();
  return (
    <Table size="small" sx={{ maxWidth: 520, ml: 'auto' }}>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.label}>
            <TableCell sx={{ fontWeight: line.strong ? 700 : undefined }}>{line.label}</TableCell>
            <TableCell align="right">
              {line.minutes === undefined ? '' : f.duration(line.minutes)}
            </TableCell>
            <TableCell
              align="right"
              data-testid={line.testId}
              sx={{ fontWeight: line.strong ? 700 : undefined, whiteSpace: 'nowrap' }}
            >
              {f.money(line.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
