import { Box, Typography } from '@mui/material';
import { useCalendarFormat } from './useCalendarFormat';
import { AXIS_WIDTH, DAY_HEADER_HEIGHT, HOUR_HEIGHT } from './weekGrid';

/**
 * The hour labels left of the week grid. Each session's button already says its time, so the
 * axis is decoration for assistive technology.
 */
export function TimeAxis({ hours }: { hours: { first: number; last: number } }) {
  const format = useCalendarFormat();
  const labels: number[] = [];
  for (let h = hours.first; h < hours.last; h += 1) labels.push(h);
  return (
    <Box aria-hidden sx={{ width: AXIS_WIDTH }}>
      <Box sx={{ height: DAY_HEADER_HEIGHT, borderBottom: 1, borderColor: 'divider' }} />
      {labels.map((hour) => (
        <Typography
          key={hour}
          variant="caption"
          component="div"
          sx={{
            height: HOUR_HEIGHT,
            pr: 0.75,
            textAlign: 'right',
            color: 'text.secondary',
            lineHeight: 1.2,
            whiteSpace: 'nowrap',
          }}
        >
          {format.hour(hour)}
        </Typography>
      ))}
    </Box>
  );
}
