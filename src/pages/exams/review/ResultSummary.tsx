import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { nameInLanguage, type AttemptResult, type ScaleScore } from '../../../../schema';

function ScaleRow({ code, score }: { code: string; score: ScaleScore }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const span = score.max - score.min;
  const share = span > 0 ? ((score.scaled - score.min) / span) * 100 : 0;
  const id = `scale-${code}`;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={id} variant="body2" sx={{ fontWeight: 500 }}>
          {nameInLanguage(score.name, score.name_bn, locale)}
        </Typography>
        <Typography variant="body2">
          <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {score.scaled}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('app.exams.review.range', { min: score.min, max: score.max })} ·{' '}
            {translate('app.exams.review.raw', { raw: score.raw })}
          </Box>
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={share}
        aria-labelledby={id}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

function ScaleGroup({ title, scores }: { title: string; scores: Record<string, ScaleScore> }) {
  const entries = Object.entries(scores);
  if (entries.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {entries.map(([code, score]) => (
          <ScaleRow key={code} code={code} score={score} />
        ))}
      </Box>
    </Box>
  );
}

/** The result as scored on the server: a SAT score report, or marks, percent and pass. */
export function ResultSummary({ result }: { result: AttemptResult | null }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="result-heading">
      <CardContent>
        <Typography id="result-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.exams.review.result')}
        </Typography>
        {result === null ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {translate('app.exams.review.no_result')}
          </Typography>
        ) : result.kind === 'sat' ? (
          <>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              {translate('app.exams.review.total')}
            </Typography>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} data-testid="sat-total">
              {result.total_score}
            </Typography>
            <ScaleGroup
              title={translate('app.exams.review.section_scores')}
              scores={result.section_scores}
            />
            <ScaleGroup
              title={translate('app.exams.review.sub_scores')}
              scores={result.sub_scores}
            />
            <ScaleGroup
              title={translate('app.exams.review.cross_scores')}
              scores={result.cross_scores}
            />
          </>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
              {result.total_marks === null
                ? result.marks
                : translate('app.exams.review.marks_of', {
                    marks: result.marks,
                    total: result.total_marks,
                  })}
            </Typography>
            {result.percent !== null && (
              <Typography variant="h6" component="p">
                {translate('app.exams.review.percent', { percent: result.percent })}
              </Typography>
            )}
            {result.passed !== null && (
              <Chip
                color={result.passed ? 'success' : 'error'}
                label={translate(`app.exams.review.${result.passed ? 'passed' : 'failed'}`)}
              />
            )}
            {result.pass_mark !== null && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {translate('app.exams.review.pass_mark', { mark: result.pass_mark })}
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
