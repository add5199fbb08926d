import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList, useLocale, useTranslate, type RaRecord } from 'react-admin';
import type { AttendanceRate } from '../../../../schema';
import { keyOfName } from '../../../config';
import { useTitleIn } from '../../../resources/generic/titleSource';
import { formatDate } from '../../../lib/format';
import { PanelState } from '../../panels/PanelState';
import { useAttendanceRates } from './attendanceApi';
import { RateBar } from './RateBar';

const ALL = { page: 1, perPage: 1000 };

function CourseAttendance({
  rate,
  records,
  statusNames,
}: {
  rate: AttendanceRate;
  records: RaRecord[];
  statusNames: Map<number, string>;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Card component="section" aria-label={rate.course_title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {rate.course_title}
        </Typography>
        <RateBar rate={rate.rate} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {translate('app.classwork.rates.counts', {
            present: rate.present,
            absent: rate.absent,
            excused: rate.excused,
            smart_count: rate.sessions,
          })}
        </Typography>
        <List dense sx={{ maxHeight: 320, overflowY: 'auto', mt: 1 }}>
          {records.map((record) => (
            <ListItem key={record.id} disableGutters divider>
              <ListItemText
                primary={formatDate(String(record.date), locale)}
                secondary={
                  typeof record.note === 'string' && record.note !== '' ? record.note : null
                }
              />
              <Chip size="small" label={statusNames.get(Number(record.status_id)) ?? '—'} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/**
 * A student's attendance per course: the rate and counts, then each recorded class, newest
 * first. The server's scopes give a student their own records and a parent their children's;
 * `studentId` narrows a parent's view to one child.
 */
export function StudentAttendance({ studentId }: { studentId?: number }) {
  const translate = useTranslate();
  const rates = useAttendanceRates(studentId === undefined ? {} : { student_id: studentId });
  const records = useGetList(keyOfName('attendance'), {
    pagination: ALL,
    sort: { field: 'date', order: 'DESC' },
    filter: studentId === undefined ? {} : { student_id: studentId },
  });
  const statuses = useGetList(keyOfName('attendance-status'), {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const statusName = useTitleIn('attendance-status');
  const statusNames = new Map((statuses.data ?? []).map((s) => [Number(s.id), statusName(s)]));
  const rows = rates.data ?? [];
  return (
    <PanelState
      isPending={rates.isPending || records.isPending}
      error={rates.error ?? records.error}
      isEmpty={rows.length === 0}
      emptyText={translate('app.classwork.attendance.none_yet')}
      onRetry={() => {
        void rates.refetch();
        void records.refetch();
      }}
    >
      <Grid container spacing={2}>
        {rows.map((rate) => (
          <Grid key={`${rate.student_id}:${rate.course_id}`} size={{ xs: 12, md: 6 }}>
            <CourseAttendance
              rate={rate}
              statusNames={statusNames}
              records={(records.data ?? []).filter(
                (r) =>
                  Number(r.course_id) === rate.course_id &&
                  Number(r.student_id) === rate.student_id,
              )}
            />
          </Grid>
        ))}
      </Grid>
    </PanelState>
  );
}
