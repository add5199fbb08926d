import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ExamType, nameInLanguage, type ScoreHistoryEntry } from '../../../../schema';
import { formatDate } from '../../../lib/format';

export type ReviewPath = (entry: ScoreHistoryEntry) => string | null;

const outOf = (entry: ScoreHistoryEntry) =>
  entry.max_total === null
    ? String(entry.total_score)
    : `${entry.total_score} / ${entry.max_total}`;

const Secondary = ({ children }: { children: string }) => (
  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
    {children}
  </Typography>
);

/**
 * Every test of a history, newest first: the chart's numbers in words, with the review link. On
 * phones the date goes under the exam and the pass under the score, so the table fits.
 */
export function ScoreTable({
  entries,
  reviewPath,
}: {
  entries: readonly ScoreHistoryEntry[];
  reviewPath: ReviewPath;
}) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const score = (entry: ScoreHistoryEntry) =>
    entry.type === ExamType.Sat
      ? outOf(entry)
      : translate('app.results.marks_percent', {
          marks: outOf(entry),
          percent: entry.percent ?? 0,
        });
  const pass = (entry: ScoreHistoryEntry) =>
    entry.passed === null ? null : (
      <Chip
        size="small"
        color={entry.passed ? 'success' : 'error'}
        label={translate(entry.passed ? 'app.results.passed' : 'app.results.failed')}
      />
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.results.table')}>
        <TableHead>
          <TableRow>
            {!compact && <TableCell>{translate('app.results.columns.date')}</TableCell>}
            <TableCell>{translate('app.results.columns.exam')}</TableCell>
            <TableCell>{translate('app.results.columns.score')}</TableCell>
            {!compact && <TableCell>{translate('app.results.columns.result')}</TableCell>}
            <TableCell>{translate('app.results.columns.review')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...entries].reverse().map((entry) => {
            const review = reviewPath(entry);
            const sections = Object.values(entry.section_scores ?? {});
            const date = formatDate(entry.date, locale);
            return (
              <TableRow key={`${entry.type}:${entry.exam_id}`}>
                {!compact && <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>}
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {entry.exam_title}
                  </Typography>
                  <Secondary>{entry.course_title}</Secondary>
                  {compact && <Secondary>{date}</Secondary>}
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{score(entry)}</Typography>
                  {sections.length > 0 && (
                    <Secondary>
                      {sections
                        .map((s) => `${nameInLanguage(s.name, s.name_bn, locale)} ${s.scaled}`)
                        .join(' · ')}
                    </Secondary>
                  )}
                  {compact && pass(entry)}
                </TableCell>
                {!compact && <TableCell>{pass(entry) ?? '—'}</TableCell>}
                <TableCell>
                  {review && (
                    <Link
                      component={RouterLink}
                      to={review}
                      aria-label={translate('app.results.review_of', { name: entry.exam_title })}
                    >
                      {translate('app.results.review')}
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
