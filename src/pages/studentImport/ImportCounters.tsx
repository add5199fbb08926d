import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportCounts } from './types';

/** The totals of a dry run or an import, one small tile each. */
export function ImportCounters({ counts }: { counts: ImportCounts }) {
  const translate = useTranslate();
  const tiles: [string, number][] = [
    ['students_created', counts.students.created],
    ['students_matched', counts.students.matched],
    ['parents_created', counts.parents.created],
    ['parents_matched', counts.parents.matched],
    ['enrolments_created', counts.enrolments.created],
    ['enrolments_existing', counts.enrolments.existing],
    ['rows_with_errors', counts.rows_with_errors],
  ];
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
      }}
    >
      {tiles.map(([name, value]) => (
        <Paper component="li" key={name} variant="outlined" sx={{ p: 1.5 }}>
          <Typography
            variant="h6"
            component="p"
            sx={{ color: name === 'rows_with_errors' && value > 0 ? 'error.main' : 'text.primary' }}
          >
            {value}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(`app.csvImport.counters.${name}`)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
