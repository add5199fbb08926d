import { Button, Grid } from '@mui/material';
import { Link } from 'react-router';
import { useGetList, useTranslate } from 'react-admin';
import { CourseCard } from './CourseCard';
import { PanelPage } from './PanelPage';
import { PanelState } from './PanelState';

type PanelKind = 'employee' | 'student';

/**
 * /employee/course and /student/course: the courses the server's row scope gives the caller (a
 * tutor's taught courses, a student's seated ones), as cards linking to the caller's schedule.
 */
export function MyCoursesPage({ kind }: { kind: PanelKind }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList('course', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });
  return (
    <PanelPage title={translate(`app.panels.${kind}_courses`)}>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={(data?.length ?? 0) === 0}
        emptyText={translate(`app.panels.courses_empty_${kind}`)}
        onRetry={() => void refetch()}
      >
        <Grid container spacing={2}>
          {data?.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <CourseCard
                course={course}
                footer={
                  <Button
                    component={Link}
                    to={`/${kind}/schedule?course_id=${String(course.id)}`}
                    size="small"
                    sx={{ mt: 1.5, px: 0 }}
                  >
                    {translate('app.panels.open_schedule')}
                  </Button>
                }
              />
            </Grid>
          ))}
        </Grid>
      </PanelState>
    </PanelPage>
  );
}
