import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AnswerOutcome, ReviewQuestion } from '../../../../schema';
import { MathHtml } from '../../../components/math';

const OUTCOME_COLOR: Record<AnswerOutcome, 'success' | 'error' | 'default' | 'warning'> = {
  correct: 'success',
  incorrect: 'error',
  omitted: 'default',
  multiple: 'warning',
  unscoreable: 'warning',
};

/** One question of the review: what was asked, what was answered, what was right, and why. */
export function ReviewQuestionCard({
  question,
  perspective,
}: {
  question: ReviewQuestion;
  perspective: 'student' | 'staff';
}) {
  const translate = useTranslate();
  const given = question.answer ?? [];
  const headingId = `review-question-${question.id}`;
  const answerLabel = translate(`app.exams.review.answer_${perspective}`);
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, flex: 1 }}
          >
            {translate('app.exams.take.question_number', { number: question.number })}
          </Typography>
          {question.outcome && (
            <Chip
              size="small"
              color={OUTCOME_COLOR[question.outcome]}
              label={translate(`enums.answerOutcome.${question.outcome}`)}
            />
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.exams.review.marks_awarded', {
              awarded: question.marks_awarded ?? '–',
              marks: question.marks,
            })}
          </Typography>
        </Box>
        {question.passage && (
          <Box
            sx={{ p: 1.5, mb: 1, borderLeft: 3, borderColor: 'divider', bgcolor: 'action.hover' }}
          >
            <MathHtml html={question.passage} />
          </Box>
        )}
        <MathHtml html={question.stem} />
        {question.options.length > 0 ? (
          <Box
            component="ul"
            sx={{ m: 0, mt: 1, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            {question.options.map((option) => {
              const chosen = given.includes(option.key);
              const right = question.correct_answers.includes(option.key);
              return (
                <Box
                  component="li"
                  key={option.key}
                  sx={{
                    listStyle: 'none',
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    flexWrap: 'wrap',
                    px: 1,
                    py: 0.5,
                    border: 1,
                    borderRadius: 1,
                    borderColor: right ? 'success.main' : chosen ? 'error.main' : 'divider',
                  }}
                >
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {option.key}
                  </Box>
                  <MathHtml html={option.text} sx={{ flex: 1, '& p': { m: 0 } }} />
                  {chosen && <Chip size="small" variant="outlined" label={answerLabel} />}
                  {right && (
                    <Chip
                      size="small"
                      color="success"
                      icon={<CheckCircle />}
                      label={translate('app.exams.review.correct_answer')}
                    />
                  )}
                </Box>
              );
            })}
          </Box>
        ) : null}
        {question.options.length > 0 && given.length === 0 && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {translate('app.exams.review.no_answer')}
          </Typography>
        )}
        {question.options.length === 0 && (
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 1,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
            }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {answerLabel}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {given[0] ?? translate('app.exams.review.no_answer')}
            </Typography>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('app.exams.review.accepted_answers')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {question.correct_answers.join(' · ')}
            </Typography>
          </Box>
        )}
        {question.explanation && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2" component="h4">
              {translate('app.exams.review.explanation')}
            </Typography>
            <MathHtml html={question.explanation} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
