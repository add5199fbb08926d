import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ScoreHistoryChart } from '../../../components/score-history';
import { FetchErrorAlert } from '../../../components/fetch-error';
import { DownloadPdfButton } from '../../../components/pdf-download';
import { useScoreHistory } from '../resultsApi';
import { ScoreTable, type ReviewPath } from './ScoreTable';

/**
 * A student's results over time: the progress chart, the table of every test and the report as
 * a PDF. What the
 * caller sees is the server's answer for them (students and parents: released results only).
 */
export function ScoreHistory({
  studentId,
  reviewPath,
  emptyText,
}: {
  studentId: number;
  reviewPath: ReviewPath;
  /** Students and parents wait for a release; staff see results as soon as they exist. */
  emptyText: string;
}) {
  const { data, isPending, error, refetch } = useScoreHistory(studentId);
  if (error) return <FetchErrorAlert onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rounded" height={300} aria-busy="true" />;
  if (data.length === 0)
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>{emptyText}</Typography>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box sx={{ justifySelf: 'end' }}>
        <DownloadPdfButton
          path={`student/${studentId}/results/pdf`}
          filename={`results-${studentId}.pdf`}
        />
      </Box>
      <ScoreHistoryChart entries={data} />
      <ScoreTable entries={data} reviewPath={reviewPath} />
    </Box>
  );
}
