import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Update from '@mui/icons-material/Update';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClassSession } from './types';

/**
 * Icons for a substitute tutor and a changed time or room. They are hidden from assistive
 * technology because the session's accessible name already says the same in words.
 */
export function SessionMarkers({ session }: { session: ClassSession }) {
  const translate = useTranslate();
  if (!session.substitute && !session.moved) return null;
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', gap: 0.25, flexShrink: 0 }}>
      {session.substitute && (
        <SwapHoriz
          data-marker="substitute"
          titleAccess={translate('app.calendar.substitute')}
          sx={{ fontSize: '1rem', color: 'secondary.main' }}
        />
      )}
      {session.moved && (
        <Update
          data-marker="moved"
          titleAccess={translate('app.calendar.moved')}
          sx={{ fontSize: '1rem', color: 'warning.main' }}
        />
      )}
    </Box>
  );
}
