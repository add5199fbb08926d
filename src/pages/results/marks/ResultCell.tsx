import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RosterResult } from '../../../../schema';

/**
 * A row's result as the server last answered it: percent and pass or fail. While the row has
 * unsaved marks it says so instead of guessing a grade.
 */
export function ResultCell({ result, unsaved }: { result: RosterResult | null; unsaved: boolean }) {
  const translate = useTranslate();
  if (unsaved)
    return (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={translate('app.results.marks.unsaved')}
      />
    );
  if (!result)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.results.marks.no_result')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span">
        {translate('app.results.percent', { value: result.percent ?? 0 })}
      </Typography>
      {result.passed !== null && (
        <Chip
          size="small"
          color={result.passed ? 'success' : 'error'}
          label={translate(result.passed ? 'app.results.passed' : 'app.results.failed')}
        />
      )}
    </Box>
  );
}
