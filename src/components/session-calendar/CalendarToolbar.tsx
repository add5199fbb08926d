import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  Box,
  Button,
  IconButton,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CalendarView } from './types';

interface CalendarToolbarProps {
  view: CalendarView;
  /** The period shown, e.g. "Jan 3 – 9, 2026" or "January 2026". */
  title: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  onViewChange: (view: CalendarView) => void;
}

/** Moves between periods, back to today, and between the week and month views. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { view, title, onPrevious, onToday, onNext, onViewChange } = props;
  const translate = useTranslate();
  const previousLabel = translate(`app.calendar.previous.${view}`);
  const nextLabel = translate(`app.calendar.next.${view}`);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={previousLabel}>
          <IconButton aria-label={previousLabel} aria-keyshortcuts="PageUp" onClick={onPrevious}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Button variant="outlined" size="small" onClick={onToday}>
          {translate('app.calendar.today')}
        </Button>
        <Tooltip title={nextLabel}>
          <IconButton aria-label={nextLabel} aria-keyshortcuts="PageDown" onClick={onNext}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography
        component="h2"
        variant="h6"
        aria-live="polite"
        sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label={translate('app.calendar.view.label')}
        // Clicking the pressed button passes null; a view must always be chosen.
        onChange={(_, next: CalendarView | null) => next && onViewChange(next)}
      >
        <ToggleButton value="week">{translate('app.calendar.view.week')}</ToggleButton>
        <ToggleButton value="month">{translate('app.calendar.view.month')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
