import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StudentExam } from '../../../../schema';
import { formatDateTime } from '../../../lib/format';
import { formatDuration, remainingMs } from '../clock';
import { useNow } from '../useNow';
import { examProgress, PROGRESS_COLOR } from './examProgress';
import { StartExamDialog } from './StartExamDialog';

/** One assigned exam: what it is, where the student stands, and the one thing to do next. */
export function ExamCard({ exam, clockOffset }: { exam: StudentExam; clockOffset: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [confirming, setConfirming] = useState(false);
  const progress = examProgress(exam);
  const attempt = exam.attempt;
  const now = useNow(1000, progress === 'in_progress' && Boolean(attempt?.deadline_at));
  const headingId = `exam-${exam.id}-title`;
  // An exam taken on paper (its results entered or imported) has no questions online: it shows
  // no "0 questions · 0 minutes".
  const facts = [
    translate(`enums.examType.${exam.type}`),
    ...(exam.question_count === 0
      ? []
      : [
          translate('app.exams.summary.questions', { smart_count: exam.question_count }),
          exam.total_minutes === null
            ? translate('app.exams.summary.untimed')
            : translate('app.exams.summary.minutes', { smart_count: exam.total_minutes }),
        ]),
  ];
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={PROGRESS_COLOR[progress]}
            label={translate(`app.exams.progress.${progress}`)}
          />
          {exam.status === 'closed' && (
            <Chip size="small" variant="outlined" label={translate('enums.examStatus.closed')} />
          )}
        </Stack>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {exam.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {exam.course_title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {facts.join(' · ')}
        </Typography>
        {exam.window_type === 'fixed' && exam.starts_at && exam.ends_at && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.exams.window', {
              start: formatDateTime(exam.starts_at, locale),
              end: formatDateTime(exam.ends_at, locale),
            })}
          </Typography>
        )}
        {progress === 'in_progress' && attempt && (
          <Typography variant="body2" sx={{ mt: 1, color: 'warning.main', fontWeight: 500 }}>
            {attempt.deadline_at
              ? translate('app.exams.time_left', {
                  time: formatDuration(remainingMs(attempt.deadline_at, clockOffset, now)),
                  part: attempt.part_position ?? 1,
                  count: attempt.part_count,
                })
              : translate('app.exams.part_next', {
                  part: attempt.part_position ?? 1,
                  count: attempt.part_count,
                })}
          </Typography>
        )}
        {progress === 'unavailable' && exam.start_refusal && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {translate(`app.exams.refusal.${exam.start_refusal}`, {
              start: formatDateTime(exam.starts_at, locale),
              end: formatDateTime(exam.ends_at, locale),
            })}
          </Typography>
        )}
        {progress === 'submitted' && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {translate('app.exams.awaiting_release')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {progress === 'not_started' && (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {translate('app.exams.actions.start')}
          </Button>
        )}
        {progress === 'in_progress' && (
          <Button
            variant="contained"
            color="warning"
            component={Link}
            to={`/student/exam/${exam.id}/take`}
          >
            {translate('app.exams.actions.resume')}
          </Button>
        )}
        {progress === 'released' && (
          <Button variant="outlined" component={Link} to={`/student/exam/${exam.id}/review`}>
            {translate('app.exams.actions.review')}
          </Button>
        )}
      </CardActions>
      {progress === 'not_started' && (
        <StartExamDialog exam={exam} open={confirming} onClose={() => setConfirming(false)} />
      )}
    </Card>
  );
}
