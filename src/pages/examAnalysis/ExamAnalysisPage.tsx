import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { PanelPage } from '../panels/PanelPage';
import { PanelState } from '../panels/PanelState';
import { AnalysisTable } from './AnalysisTable';
import type { ExamAnalysis } from '../../../schema';

const hardestFirst = (a: { correct_rate: number | null }, b: { correct_rate: number | null }) =>
  (a.correct_rate ?? 2) - (b.correct_rate ?? 2);

/**
 * `/admin/exam/:id/analysis` (and under /employee/exam): how the class answered each question of
 * an exam, for the tutor deciding what to teach again.
 */
export function ExamAnalysisPage() {
  const { id } = useParams();
  const api = useApi();
  const translate = useTranslate();
  const [sorted, setSorted] = useState(false);
  const query = useQuery({
    queryKey: ['app', 'exam', id, 'analysis'],
    queryFn: async () => (await api('GET', `exam/${String(id)}/analysis`)).data as ExamAnalysis,
  });
  const analysis = query.data;
  const questions = analysis
    ? sorted
      ? [...analysis.questions].sort(hardestFirst)
      : analysis.questions
    : [];
  return (
    <PanelPage
      title={translate('app.scoring.analysis.title', { exam: analysis?.exam.title ?? '' })}
    >
      <PanelState
        isPending={query.isPending}
        error={query.error}
        isEmpty={analysis?.questions.length === 0}
        emptyText={translate('app.scoring.analysis.no_questions')}
        onRetry={() => void query.refetch()}
      >
        {analysis && (
          <Stack spacing={2}>
            {analysis.attempts === 0 ? (
              <Alert severity="info">{translate('app.scoring.analysis.empty')}</Alert>
            ) : (
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                <Typography color="text.secondary">
                  {translate('app.scoring.analysis.attempts', { smart_count: analysis.attempts })}
                </Typography>
                <FormControlLabel
                  control={
                    <Switch checked={sorted} onChange={(e) => setSorted(e.target.checked)} />
                  }
                  label={translate('app.scoring.analysis.hardest_first')}
                />
              </Stack>
            )}
            <AnalysisTable questions={questions} />
          </Stack>
        )}
      </PanelState>
    </PanelPage>
  );
}
