import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { SessionCalendar } from '../../components/session-calendar';

/**
 * /employee/schedule and /student/schedule: the caller's own dated sessions as a week calendar.
 * The server narrows the sessions to the caller (a tutor's classes and substitutions, a
 * student's seated courses); `?course_id=` (from the courses page) narrows to one course.
 */
export function MySchedulePage({ kind }: { kind: 'employee' | 'student' }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const courseId = Number(params.get('course_id'));
  const title = translate(`app.panels.${kind}_schedule`);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      <SessionCalendar filter={courseId > 0 ? { course_id: courseId } : undefined} />
    </Box>
  );
}
