import Grid from '@mui/material/Grid';
import { useTranslate } from 'react-admin';
import { PanelPage } from '../../panels/PanelPage';
import { PanelState } from '../../panels/PanelState';
import { useStudentExams } from '../examApi';
import { ExamCard } from './ExamCard';

/**
 * /student/exam: the exams of the courses the student is seated in, each with where they stand
 * (not started, in progress with the time left, submitted, result released) and what to do next.
 */
export function StudentExamsPage() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useStudentExams();
  return (
    <PanelPage title={translate('app.exams.list_title')}>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={(data?.data.length ?? 0) === 0}
        emptyText={translate('app.exams.empty')}
        onRetry={() => void refetch()}
      >
        <Grid container spacing={2}>
          {data?.data.map((exam) => (
            <Grid key={exam.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ExamCard exam={exam} clockOffset={data.clockOffset} />
            </Grid>
          ))}
        </Grid>
      </PanelState>
    </PanelPage>
  );
}
