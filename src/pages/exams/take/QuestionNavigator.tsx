import Bookmark from '@mui/icons-material/Bookmark';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslate } from 'react-admin';
import type { AttemptQuestion } from '../../../../schema';

/**
 * The part's questions by number: filled when answered, outlined when not, a bookmark when
 * flagged for review, the current one ringed. Scrolls sideways on narrow screens.
 */
export function QuestionNavigator({
  questions,
  answered,
  flags,
  current,
  onSelect,
}: {
  questions: AttemptQuestion[];
  answered: (questionId: number) => boolean;
  flags: ReadonlySet<number>;
  current: number;
  onSelect: (index: number) => void;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={translate('app.exams.take.navigator')}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box
        component="ol"
        sx={{ display: 'flex', gap: 1, m: 0, px: 2, py: 1, listStyle: 'none', overflowX: 'auto' }}
      >
        {questions.map((question, index) => {
          const done = answered(question.id);
          const flagged = flags.has(question.id);
          const state = [
            translate(`app.exams.take.${done ? 'answered' : 'unanswered'}`),
            flagged ? translate('app.exams.take.flagged') : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={question.id}>
              <ButtonBase
                onClick={() => onSelect(index)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`${translate('app.exams.take.question_number', { number: question.number })}, ${state}`}
                sx={{
                  position: 'relative',
                  width: 36,
                  height: 36,
                  borderRadius: 1,
                  border: 1,
                  borderColor: done ? 'primary.main' : 'divider',
                  bgcolor: done ? 'primary.main' : 'transparent',
                  color: done ? 'primary.contrastText' : 'text.primary',
                  fontWeight: 600,
                  outline: index === current ? 2 : 0,
                  outlineColor: 'secondary.main',
                  outlineOffset: 2,
                  '&.Mui-focusVisible': { outline: 3, outlineColor: 'secondary.main' },
                }}
              >
                {question.number}
                {flagged && (
                  <Bookmark
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: -8,
                      right: -6,
                      fontSize: 16,
                      color: 'warning.main',
                    }}
                  />
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
