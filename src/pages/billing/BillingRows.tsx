/** The rows of a pay run (preview or payslip): working hours, then overtime, then the totals. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate, formatTimeRange, useMoney } from '../../lib/format';
import type { BillingHour, BillingOvertime } from './billingApi';
import { formatDuration } from './duration';

function useFormatters() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = useMoney();
  return {
    translate,
    date: (d: string) => formatDate(d, locale),
    timeSpan: (start: string, end: string) => formatTimeRange(start, end, locale),
    money: (v: number | null) => (v === null ? translate('app.billing.no_rate') : money(v)),
    duration: (m: number) => formatDuration(m, translate),
  };
}

const col = (key: string) => `app.billing.columns.${key}`;

interface Column<T> {
  key: string;
  value: (row: T) => string;
  numeric?: boolean;
}

function RowsTable<T extends { id: number }>({
  rows,
  columns,
  emptyText,
}: {
  rows: T[];
  columns: Column<T>[];
  emptyText: string;
}) {
  const translate = useTranslate();
  if (rows.length === 0)
    return <Typography sx={{ color: 'text.secondary', py: 1 }}>{emptyText}</Typography>;
  const align = (c: Column<T>) => (c.numeric ? 'right' : 'left');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={align(c)}>
                {translate(col(c.key))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((c) => (
                <TableCell key={c.key} align={align(c)} sx={{ whiteSpace: 'nowrap' }}>
                  {c.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function HoursTable({ hours, emptyText }: { hours: BillingHour[]; emptyText: string }) {
  const f = useFormatters();
  const columns: Column<BillingHour>[] = [
    { key: 'date', value: (h) => f.date(h.date) },
    { key: 'course', value: (h) => h.course_title ?? '—' },
    { key: 'time', value: (h) => f.timeSpan(h.start_time, h.end_time) },
    { key: 'minutes', value: (h) => f.duration(h.minutes), numeric: true },
    { key: 'rate', value: (h) => f.money(h.hourly_rate), numeric: true },
    { key: 'amount', value: (h) => f.money(h.amount), numeric: true },
  ];
  return <RowsTable rows={hours} columns={columns} emptyText={emptyText} />;
}

export function OvertimeTable({ rows, emptyText }: { rows: BillingOvertime[]; emptyText: string }) {
  const f = useFormatters();
  const columns: Column<BillingOvertime>[] = [
    { key: 'week', value: (o) => f.date(o.week_start) },
    { key: 'minutes', value: (o) => f.duration(o.minutes), numeric: true },
    { key: 'rate', value: (o) => f.money(o.overtime_rate), numeric: true },
    { key: 'amount', value: (o) => f.money(o.amount), numeric: true },
  ];
  return <RowsTable rows={rows} columns={columns} emptyText={emptyText} />;
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
