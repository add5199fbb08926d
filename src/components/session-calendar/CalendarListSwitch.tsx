import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ViewList from '@mui/icons-material/ViewList';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

export type ListOrCalendar = 'list' | 'calendar';

interface CalendarListSwitchProps {
  value: ListOrCalendar;
  onChange: (value: ListOrCalendar) => void;
}

/** "List | Calendar" above a screen that offers its rows both ways (e.g. the schedules). */
export function CalendarListSwitch({ value, onChange }: CalendarListSwitchProps) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={translate('app.calendar.display.label')}
      // Clicking the pressed button passes null; one display must always be chosen.
      onChange={(_, next: ListOrCalendar | null) => next && onChange(next)}
    >
      <ToggleButton value="list" sx={{ gap: 0.75 }}>
        <ViewList fontSize="small" aria-hidden />
        {translate('app.calendar.display.list')}
      </ToggleButton>
      <ToggleButton value="calendar" sx={{ gap: 0.75 }}>
        <CalendarMonth fontSize="small" aria-hidden />
        {translate('app.calendar.display.calendar')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
