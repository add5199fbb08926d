import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useLocale, useTranslate, type RaRecord } from 'react-admin';
import { formatDate } from '../../lib/format';

/** One course of a panel: cover, title, level, dates and length, and a note of the caller's own. */
export function CourseCard({ course, footer }: { course: RaRecord; footer?: React.ReactNode }) {
  const translate = useTranslate();
  const locale = useLocale();
  const cover = typeof course.cover === 'string' && course.cover !== '' ? course.cover : null;
  return (
    <Card component="article" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {cover && (
        <Box
          component="img"
          src={cover}
          alt=""
          sx={{ width: '100%', height: 140, objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" label={translate(`enums.courseKind.${String(course.kind)}`)} />
          {course.level ? <Chip size="small" variant="outlined" label={course.level} /> : null}
        </Stack>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {course.title}
        </Typography>
        {course.start_date ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.panels.period', {
              start: formatDate(course.start_date, locale),
              end: formatDate(course.end_date, locale),
            })}
          </Typography>
        ) : null}
        {course.duration_hours && course.duration_weeks ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.panels.duration', {
              hours: course.duration_hours,
              weeks: course.duration_weeks,
            })}
          </Typography>
        ) : null}
        {footer}
      </CardContent>
    </Card>
  );
}
