import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AnswerSheetReport } from '../../../../schema';
import { attemptReviewPath } from '../examPaths';

/** The scores the server gave each sheet, and every line it could not use. */
export function SheetReport({ report }: { report: AnswerSheetReport }) {
  const translate = useTranslate();
  const caption = translate(
    report.dry_run ? 'app.results.sheets.preview_table' : 'app.results.sheets.scores_table',
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {report.errors.length > 0 && (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.results.sheets.errors_intro', { smart_count: report.errors.length })}
          </Typography>
          <List dense disablePadding aria-label={translate('app.results.sheets.errors_list')}>
            {report.errors.map((error) => (
              <ListItem key={`${error.line}:${error.message}`} disableGutters>
                <ListItemText
                  primary={translate('app.results.sheets.line', {
                    line: error.line,
                    message: error.message,
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {report.scored.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {translate('app.results.sheets.none_scored')}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={caption}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.results.columns.student')}</TableCell>
                <TableCell align="right">{translate('app.results.columns.score')}</TableCell>
                {!report.dry_run && (
                  <TableCell>{translate('app.results.columns.review')}</TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.scored.map((score) => (
                <TableRow key={score.student_id}>
                  <TableCell component="th" scope="row">
                    {score.full_name}
                  </TableCell>
                  <TableCell align="right">{score.total_score}</TableCell>
                  {!report.dry_run && (
                    <TableCell>
                      {score.attempt_id !== null && (
                        <Link component={RouterLink} to={attemptReviewPath(score.attempt_id)}>
                          {translate('app.results.review_of', { name: score.full_name })}
                        </Link>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
