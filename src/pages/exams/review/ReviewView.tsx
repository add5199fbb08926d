import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AttemptReview } from '../../../../schema';
import { formatDateTime } from '../../../lib/format';
import { usePartName } from '../list/partName';
import { ResultSummary } from './ResultSummary';
import { ReviewQuestionCard } from './ReviewQuestionCard';

/** A scored attempt: who and when, the result, then every part's questions reviewed. */
export function ReviewView({
  review,
  perspective,
}: {
  review: AttemptReview;
  perspective: 'student' | 'staff';
}) {
  const translate = useTranslate();
  const nameOfPart = usePartName();
  const [locale] = useLocaleState();
  const facts = [
    perspective === 'staff' ? review.student_name : null,
    review.course_title,
    review.submitted_at
      ? translate('app.exams.review.submitted_at', {
          date: formatDateTime(review.submitted_at, locale),
        })
      : translate('enums.attemptStatus.in_progress'),
    translate(`enums.resultSource.${review.source}`),
  ].filter((fact): fact is string => fact !== null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {facts.join(' · ')}
      </Typography>
      <ResultSummary result={review.result} />
      {review.parts.map((part) => (
        <Box
          component="section"
          key={part.position}
          aria-labelledby={`review-part-${part.position}`}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Typography id={`review-part-${part.position}`} variant="h6" component="h2">
            {nameOfPart(part)}
          </Typography>
          {part.questions.map((question) => (
            <ReviewQuestionCard key={question.id} question={question} perspective={perspective} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
