import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  Button,
  useGetList,
  useGetMany,
  useLocaleState,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { keyOfName } from '../../config';
import { formatDate } from '../../lib/format';

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default'> = {
  active: 'success',
  pending: 'warning',
};

/** The student's enrolments: course, start, enrolment status and payment status. */
export function StudentCoursesTab({ studentId }: { studentId: Identifier }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const enrolmentKey = keyOfName('student-course');
  const {
    data: enrolments,
    isPending,
    error,
    refetch,
  } = useGetList<RaRecord>(enrolmentKey, {
    filter: { student_id: studentId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'start_date', order: 'DESC' },
  });
  const courseIds = [...new Set((enrolments ?? []).map((e) => e.course_id as Identifier))];
  const { data: courses = [] } = useGetMany<RaRecord>(keyOfName('course'), { ids: courseIds });
  const titleOf = (id: unknown) =>
    String(
      courses.find((c) => c.id === id)?.title ??
        translate('app.people.student.course_n', { id: String(id) }),
    );

  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={<Button label="app.people.retry" onClick={() => void refetch()} />}
      >
        {translate('app.people.student.courses_error')}
      </Alert>
    );
  }
  if (enrolments.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 2 }}>
        {translate('app.people.student.no_courses')}
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label={translate('app.people.student.tabs.courses')}>
      {enrolments.map((enrolment) => (
        <ListItem key={String(enrolment.id)} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
          <ListItemText
            sx={{ flex: '1 1 200px' }}
            primary={
              <Link component={RouterLink} to={`/${enrolmentKey}/${String(enrolment.id)}/show`}>
                {titleOf(enrolment.course_id)}
              </Link>
            }
            secondary={
              enrolment.start_date
                ? translate('app.people.student.starts', {
                    date: formatDate(String(enrolment.start_date), locale),
                  })
                : undefined
            }
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Chip
              size="small"
              color={STATUS_COLOR[String(enrolment.status)] ?? 'default'}
              label={translate(`enums.enrolmentStatus.${String(enrolment.status)}`)}
            />
            <Chip
              size="small"
              variant="outlined"
              color={enrolment.payment_status === 'paid' ? 'success' : 'default'}
              label={translate(`enums.paymentStatus.${String(enrolment.payment_status)}`)}
            />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
