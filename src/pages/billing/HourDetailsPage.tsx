/**
 * Hour details (`/admin/billing/hourDetails/{id?}`): every tutor's regular, overtime, paid and
 * pending hours over a date range (this month by default), or one tutor's with their rows.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { FetchErrorAlert } from '../../components/fetch-error';
import { keyOfName } from '../../config';
import { useMoney } from '../../lib/format';
import { PanelPage } from '../panels/PanelPage';
import type { BillingHour, TutorHours } from '../../../schema';
import { useHourDetails } from './billingApi';
import { HoursTable } from './BillingRows';
import { formatDuration } from './duration';

const thisMonth = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

const COLUMNS = [
  'regular',
  'overtime',
  'paid',
  'pending',
  'unpriced',
  'earned',
  'paid_amount',
] as const;

function SummaryTable({ tutors, linked }: { tutors: TutorHours[]; linked: boolean }) {
  const translate = useTranslate();
  const money = useMoney();
  const d = (m: number) => formatDuration(m, translate);
  const cells = (t: TutorHours) => [
    d(t.regular_minutes),
    d(t.overtime_minutes),
    d(t.paid_minutes),
    d(t.pending_minutes),
    String(t.unpriced_rows),
    money(t.earned_amount),
    money(t.paid_amount),
  ];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.billing.columns.tutor')}</TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c} align="right">
                {translate(`app.billing.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tutors.map((t) => (
            <TableRow key={t.employee_id}>
              <TableCell>
                {linked ? (
                  <MuiLink component={Link} to={`/admin/billing/hourDetails/${t.employee_id}`}>
                    {t.employee_name}
                  </MuiLink>
                ) : (
                  t.employee_name
                )}
              </TableCell>
              {cells(t).map((value, i) => (
                <TableCell key={COLUMNS[i]} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One tutor's rows of the range, read through the working-hour list (their row scope applies). */
function TutorRows({ employeeId, from, to }: { employeeId: string; from: string; to: string }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList(keyOfName('working-hour'), {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'date', order: 'ASC' },
    filter: { employee_id: Number(employeeId), start_date: from, end_date: to },
  });
  if (error) return <FetchErrorAlert onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  const hours: BillingHour[] = data.map((r) => ({
    id: Number(r.id),
    date: String(r.date),
    course_id: r.course_id === null ? null : Number(r.course_id),
    course_title: null,
    start_time: String(r.start_time).slice(0, 5),
    end_time: String(r.end_time).slice(0, 5),
    minutes: Number(r.minutes),
    hourly_rate: r.hourly_rate === null ? null : Number(r.hourly_rate),
    amount: r.amount === null ? null : Number(r.amount),
    source: String(r.source),
  }));
  return <HoursTable hours={hours} emptyText={translate('app.billing.hour_details.empty')} />;
}

export function HourDetailsPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const [range, setRange] = useState(thisMonth);
  const details = useHourDetails(id, range.from, range.to);
  const t = (key: string) => translate(`app.billing.hour_details.${key}`);
  return (
    <PanelPage title={t('title')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          type="date"
          label={t('from')}
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('to')}
          value={range.to}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {id && (
          <Button component={Link} to="/admin/billing/hourDetails">
            {translate('app.billing.actions.all_tutors')}
          </Button>
        )}
      </Stack>
      {details.error ? (
        <FetchErrorAlert onRetry={() => void details.refetch()} />
      ) : details.isPending ? (
        <Skeleton variant="rounded" height={160} aria-busy="true" />
      ) : details.data.tutors.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 4 }}>{t('empty')}</Typography>
      ) : (
        <SummaryTable tutors={details.data.tutors} linked={!id} />
      )}
      {id && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h2">
            {t('rows')}
          </Typography>
          <TutorRows employeeId={id} from={range.from} to={range.to} />
        </Box>
      )}
    </PanelPage>
  );
}
