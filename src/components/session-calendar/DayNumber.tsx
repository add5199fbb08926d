import { Box } from '@mui/material';

interface DayNumberProps {
  label: string;
  isToday: boolean;
  /** A day outside the month being shown. */
  muted?: boolean;
}

/** A day's number, circled in the primary colour when it is today. */
export function DayNumber({ label, isToday, muted = false }: DayNumberProps) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: '1.75rem',
        height: '1.75rem',
        px: 0.5,
        borderRadius: '0.875rem',
        fontWeight: isToday ? 700 : 500,
        bgcolor: isToday ? 'primary.main' : 'transparent',
        color: isToday ? 'primary.contrastText' : muted ? 'text.disabled' : 'text.primary',
      }}
    >
      {label}
    </Box>
  );
}
