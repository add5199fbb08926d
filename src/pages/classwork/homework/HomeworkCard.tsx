import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale, useTranslate, type RaRecord } from 'react-admin';
import { MathHtml } from '../../../components/math';
import { formatDate, formatDateTime } from '../../../lib/format';
import { isOverdue, submissionState } from './submissionState';

const STATE_COLOR = {
  not_submitted: 'default',
  submitted: 'info',
  late: 'warning',
  marked: 'success',
} as const;

/** A file the app serves: opened in a new tab, downloadable. */
function FileLink({ href, label }: { href: unknown; label: string }) {
  if (typeof href !== 'string' || href === '') return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" download>
      {label}
    </Link>
  );
}

/**
 * One homework with where the student stands: due date, instructions and the tutor's file, then
 * the answer handed in (late or not), and the mark and feedback once given. `action` is the
 * student's submit button; parents see the card without it.
 */
export function HomeworkCard({
  homework,
  courseTitle,
  submission,
  today,
  action,
}: {
  homework: RaRecord;
  courseTitle: string;
  submission: RaRecord | undefined;
  today: string;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const state = submissionState(submission);
  const overdue = isOverdue(homework, submission, today);
  return (
    <Card component="article" aria-label={String(homework.title)} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {courseTitle && <Chip size="small" label={courseTitle} />}
          <Chip
            size="small"
            variant="outlined"
            label={translate(`enums.homeworkStatus.${String(homework.status)}`)}
          />
          <Chip
            size="small"
            color={STATE_COLOR[state]}
            label={translate(`app.classwork.homework.state.${state}`)}
          />
        </Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {String(homework.title)}
        </Typography>
        <Typography variant="body2" sx={{ color: overdue ? 'error.main' : 'text.secondary' }}>
          {translate('app.classwork.homework.due', {
            date: formatDate(String(homework.due_date), locale),
          })}
          {' · '}
          {translate('app.classwork.homework.total', { total: Number(homework.total_mark) })}
        </Typography>
        {typeof homework.description === 'string' && homework.description !== '' && (
          <MathHtml html={homework.description} sx={{ typography: 'body2' }} />
        )}
        <FileLink
          href={homework.attachment}
          label={translate('app.classwork.homework.tutor_file')}
        />
        {submission && (
          <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('app.classwork.homework.submitted_at', {
                when: formatDateTime(String(submission.submitted_at ?? ''), locale),
              })}
            </Typography>
            {typeof submission.answer === 'string' && submission.answer !== '' && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
                {submission.answer}
              </Typography>
            )}
            <FileLink
              href={submission.attachment}
              label={translate('app.classwork.homework.your_file')}
            />
          </Box>
        )}
        {state === 'marked' && submission && (
          <Alert severity="success" icon={false}>
            <Typography sx={{ fontWeight: 600 }}>
              {translate('app.classwork.homework.mark', {
                mark: Number(submission.mark),
                total: Number(homework.total_mark),
              })}
            </Typography>
            {typeof submission.feedback === 'string' && submission.feedback !== '' && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {submission.feedback}
              </Typography>
            )}
          </Alert>
        )}
        {action && <Box sx={{ mt: 'auto', pt: 1 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
