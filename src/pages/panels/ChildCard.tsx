import {
  Avatar,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useGetList, useGetMany, useTranslate, type RaRecord } from 'react-admin';

/** A linked child with the courses they are enrolled in, their status and payment. */
export function ChildCard({ child }: { child: RaRecord }) {
  const translate = useTranslate();
  const { data: enrolments = [], isPending } = useGetList('student-course', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'DESC' },
    filter: { student_id: child.id },
  });
  const { data: courses = [] } = useGetMany(
    'course',
    { ids: enrolments.map((e) => e.course_id as number) },
    { enabled: enrolments.length > 0 },
  );
  const courseTitle = (id: unknown) => courses.find((c) => c.id === id)?.title as string;
  const subheader = [child.student_no, child.grade, child.school].filter(Boolean).join(' · ');
  return (
    <Card component="article">
      <CardHeader
        avatar={
          <Avatar src={(child.image as string | null) ?? undefined} alt="">
            {String(child.first_name ?? '?').charAt(0)}
          </Avatar>
        }
        title={
          <Typography variant="h6" component="h2">
            {child.full_name}
          </Typography>
        }
        subheader={subheader}
      />
      <CardContent sx={{ pt: 0 }}>
        {!isPending && enrolments.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {translate('app.panels.no_enrolments')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={translate('resources.student-course.name', 2)}>
            {enrolments.map((enrolment) => (
              <ListItem key={enrolment.id} disableGutters>
                <ListItemText primary={courseTitle(enrolment.course_id) ?? enrolment.label} />
                <Stack direction="row" spacing={1}>
                  <Chip
                    size="small"
                    label={translate(`enums.enrolmentStatus.${String(enrolment.status)}`)}
                  />
                  <Chip
                    size="small"
                    variant="outlined"
                    color={enrolment.payment_status === 'paid' ? 'success' : 'warning'}
                    label={translate(`enums.paymentStatus.${String(enrolment.payment_status)}`)}
                  />
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
