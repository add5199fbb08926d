import TaskAlt from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CentredPanel, FocusFrame } from './FocusFrame';

/** The end of the exam: it is in, and where the result will come from. */
export function SubmittedScreen({
  examId,
  examTitle,
  released,
}: {
  examId: number;
  examTitle: string;
  released: boolean;
}) {
  const translate = useTranslate();
  return (
    <FocusFrame>
      <CentredPanel>
        <TaskAlt color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {translate('app.exams.take.submitted.title')}
        </Typography>
        <Typography>{examTitle}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {translate(`app.exams.take.submitted.${released ? 'released' : 'body'}`)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" component={Link} to="/student/exam">
            {translate('app.exams.back_to_list')}
          </Button>
          {released && (
            <Button variant="outlined" component={Link} to={`/student/exam/${examId}/review`}>
              {translate('app.exams.actions.review')}
            </Button>
          )}
        </Stack>
      </CentredPanel>
    </FocusFrame>
  );
}
