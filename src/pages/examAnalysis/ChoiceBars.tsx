import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { QuestionAnalysis } from '../../../schema';

/**
 * How often each option was chosen, the correct one marked: a wrong option chosen by many says
 * more about a misconception than the bare share correct.
 */
export function ChoiceBars({ question }: { question: QuestionAnalysis }) {
  const translate = useTranslate();
  const entries = Object.entries(question.choices);
  if (entries.length === 0) return null;
  const most = Math.max(1, ...entries.map(([, n]) => n));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 160 }}>
      {entries.map(([key, count]) => {
        const correct = question.answers.includes(key);
        return (
          <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              variant="caption"
              sx={{ width: 48, fontWeight: correct ? 700 : 400 }}
              title={correct ? translate('app.scoring.analysis.correct_key') : undefined}
            >
              {translate('app.scoring.analysis.choice', { key, smart_count: count })}
            </Typography>
            <Box
              aria-hidden
              sx={{
                height: 8,
                borderRadius: 1,
                width: `${(100 * count) / most}%`,
                maxWidth: 100,
                minWidth: count > 0 ? 4 : 0,
                bgcolor: correct ? 'success.main' : 'action.disabled',
              }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
