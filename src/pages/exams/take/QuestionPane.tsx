import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AttemptQuestion } from '../../../../schema';
import { MathHtml } from '../../../components/math';
import { ChoiceAnswer } from './ChoiceAnswer';
import { TypedAnswer } from './TypedAnswer';

const isChoice = (q: AttemptQuestion) => q.type === 'single' || q.type === 'multiple';

/**
 * One question: its passage on the left and the question on the right on wide screens (each
 * scrolling on its own), one above the other on phones; the answer, and the flag for review.
 */
export function QuestionPane({
  question,
  answer,
  flagged,
  onAnswer,
  onTypedBlur,
  onToggleFlag,
}: {
  question: AttemptQuestion;
  answer: string[];
  flagged: boolean;
  onAnswer: (next: string[], immediate: boolean) => void;
  onTypedBlur: () => void;
  onToggleFlag: () => void;
}) {
  const translate = useTranslate();
  const headingId = `question-${question.id}-heading`;
  const stemId = `question-${question.id}-stem`;
  // Wide screens: the panes fill the window and scroll on their own. Phones: one column that
  // grows with its content, the page scrolling as one.
  const pane = { p: { xs: 2, md: 3 }, overflowY: { md: 'auto' }, minHeight: { md: 0 } } as const;
  return (
    <Box
      sx={{
        flex: { xs: '0 0 auto', md: 1 },
        minHeight: { md: 0 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: question.passage ? '1fr 1fr' : 'minmax(0, 860px)' },
        justifyContent: 'center',
      }}
    >
      {question.passage && (
        <Box
          component="section"
          aria-label={translate('app.exams.take.passage')}
          sx={{
            ...pane,
            borderRight: { md: 1 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
          }}
        >
          <MathHtml html={question.passage} />
        </Box>
      )}
      <Box component="section" aria-labelledby={headingId} sx={pane}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate('app.exams.take.question_number', { number: question.number })}
          </Typography>
          <Button
            size="small"
            color="warning"
            variant={flagged ? 'contained' : 'outlined'}
            aria-pressed={flagged}
            onClick={onToggleFlag}
            startIcon={flagged ? <Bookmark /> : <BookmarkBorder />}
          >
            {translate('app.exams.take.flag')}
          </Button>
        </Box>
        <MathHtml id={stemId} html={question.stem} />
        {isChoice(question) ? (
          <>
            <ChoiceAnswer
              question={question}
              value={answer}
              onChange={(next) => onAnswer(next, true)}
              labelledBy={stemId}
            />
            <Typography variant="caption" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
              {translate('app.exams.take.keys_hint')}
            </Typography>
          </>
        ) : (
          <TypedAnswer
            question={question}
            value={answer[0] ?? ''}
            onChange={(text) => onAnswer(text === '' ? [] : [text], false)}
            onBlur={onTypedBlur}
          />
        )}
      </Box>
    </Box>
  );
}
