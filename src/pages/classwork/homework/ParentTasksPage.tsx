import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { keyOfName } from '../../../config';
import { PanelState } from '../../panels/PanelState';
import { dhakaNow } from '../attendance/sessionTiming';
import { ChildTabsPage } from '../../panels/ChildTabsPage';
import { HomeworkCard } from './HomeworkCard';
import { useHomework } from './useHomework';

/** Enrolments that give a child a course's class work (docs/API.md: seated). */
const SEATED = ['pending', 'active', 'completed'];

function ChildTasks({ child }: { child: RaRecord }) {
  const translate = useTranslate();
  const childId = Number(child.id);
  const today = dhakaNow().date;
  const work = useHomework(childId);
  const enrolments = useGetList(keyOfName('student-course'), {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
    filter: { student_id: childId },
  });
  const courses = new Set(
    (enrolments.data ?? [])
      .filter((e) => SEATED.includes(String(e.status)))
      .map((e) => Number(e.course_id)),
  );
  const tasks = work.homework.filter((h) => courses.has(Number(h.course_id)));
  return (
    <PanelState
      isPending={work.isPending || enrolments.isPending}
      error={work.error ?? enrolments.error}
      isEmpty={tasks.length === 0}
      emptyText={translate('app.classwork.homework.empty_child', { name: String(child.full_name) })}
      onRetry={() => {
        work.refetch();
        void enrolments.refetch();
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {translate('app.classwork.homework.child_intro', { name: String(child.full_name) })}
      </Typography>
      <Grid container spacing={2}>
        {tasks.map((item) => (
          <Grid key={item.id} size={{ xs: 12, md: 6, xl: 4 }}>
            <HomeworkCard
              homework={item}
              courseTitle={work.courseTitle(item.course_id)}
              submission={work.submissionOf(item.id)}
              today={today}
            />
          </Grid>
        ))}
      </Grid>
    </PanelState>
  );
}

/** /parent/tasks (the parent panel's "tasks"): each child's homework, handed in and marked. */
export function ParentTasksPage() {
  const translate = useTranslate();
  return (
    <ChildTabsPage title={translate('app.panels.tasks')}>
      {(child) => <ChildTasks key={child.id} child={child} />}
    </ChildTabsPage>
  );
}
