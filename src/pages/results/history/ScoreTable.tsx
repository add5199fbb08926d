import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ScoreHistoryEntry } from '../../../../schema';
import { formatDate } from '../../../lib/format';
import { SAT_EXAM } from '../examPaths';

export type ReviewPath = (entry: ScoreHistoryEntry) => string | null;

const outOf = (entry: ScoreHistoryEntry) =>
  entry.max_total === null
    ? String(entry.total_score)
    : `${entry.total_score} / ${entry.max_total}`;

/** Every test of a history, newest first: the chart's numbers in words, with the review link. */
export function ScoreTable({
  entries,
  reviewPath,
}: {
  entries: readonly ScoreHistoryEntry[];
  reviewPath: ReviewPath;
}) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.results.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.results.columns.date')}</TableCell>
            <TableCell>{translate('app.results.columns.exam')}</TableCell>
            <TableCell>{translate('app.results.columns.score')}</TableCell>
            <TableCell>{translate('app.results.columns.result')}</TableCell>
            <TableCell>{translate('app.results.columns.review')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...entries].reverse().map((entry) => {
            const review = reviewPath(entry);
            const sections = Object.values(entry.section_scores ?? {});
            return (
              <TableRow key={`${entry.type}:${entry.exam_id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(entry.date, locale)}
                </TableCell>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {entry.exam_title}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {entry.course_title}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">
                    {entry.type === SAT_EXAM
                      ? outOf(entry)
                      : translate('app.results.marks_percent', {
                          marks: outOf(entry),
                          percent: entry.percent ?? 0,
                        })}
                  </Typography>
                  {sections.length > 0 && (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {sections.map((s) => `${s.name} ${s.scaled}`).join(' · ')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {entry.passed === null ? (
                    '—'
                  ) : (
                    <Chip
                      size="small"
                      color={entry.passed ? 'success' : 'error'}
                      label={translate(entry.passed ? 'app.results.passed' : 'app.results.failed')}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {review && (
                    <Link component={RouterLink} to={review}>
                      {translate('app.results.review_of', { name: entry.exam_title })}
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
