import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ChoiceBars } from './ChoiceBars';
import type { QuestionAnalysis } from '../../../schema';

const OTHER_OUTCOMES = ['omitted', 'multiple', 'unscoreable'] as const;

function CorrectRate({ rate }: { rate: number | null }) {
  const translate = useTranslate();
  if (rate === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.scoring.analysis.not_answered')}
      </Typography>
    );
  const percent = Math.round(rate * 100);
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2">
        {translate('app.scoring.analysis.correct_rate', { percent })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent < 50 ? 'error' : percent < 75 ? 'warning' : 'success'}
        aria-hidden
      />
    </Box>
  );
}

/** One row per question, in exam order or hardest first. */
export function AnalysisTable({ questions }: { questions: QuestionAnalysis[] }) {
  const translate = useTranslate();
  const column = (name: string) => translate(`app.scoring.analysis.${name}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{column('number')}</TableCell>
            <TableCell>{column('question')}</TableCell>
            <TableCell>{column('difficulty')}</TableCell>
            <TableCell>{column('correct')}</TableCell>
            <TableCell>{column('choices')}</TableCell>
            <TableCell>{column('other_outcomes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questions.map((q) => (
            <TableRow key={q.id}>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{q.position}</TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <Typography variant="body2" noWrap title={q.label}>
                  {q.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[q.module_label, q.tags].filter(Boolean).join(' · ')}
                </Typography>
              </TableCell>
              <TableCell>
                {q.quality ? translate(`enums.questionQuality.${q.quality}`) : ''}
              </TableCell>
              <TableCell>
                <CorrectRate rate={q.correct_rate} />
              </TableCell>
              <TableCell>
                <ChoiceBars question={q} />
              </TableCell>
              <TableCell>
                {OTHER_OUTCOMES.filter((o) => q.outcomes[o] > 0)
                  .map((o) => `${translate(`enums.answerOutcome.${o}`)}: ${q.outcomes[o]}`)
                  .join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
