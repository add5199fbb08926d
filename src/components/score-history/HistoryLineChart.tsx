import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { useLocaleState } from 'react-admin';
import {
  dateTimeFormat,
  formatDateTime,
  formatNumber,
  formatPlainNumber,
  TIME_ZONE,
} from '../../lib/format';
import type { HistoryPoint } from './historySeries';
import { visuallyHidden } from '../../lib/visuallyHidden';

export interface HistoryLine {
  id: string;
  label: string;
  data: (number | null)[];
}

interface HistoryLineChartProps {
  title: string;
  /** What the chart shows, in words, for readers who cannot see it. */
  description: string;
  points: readonly HistoryPoint[];
  lines: readonly HistoryLine[];
  yMin: number;
  yMax: number | undefined;
  /** How a value reads in the tooltip (e.g. '83%'). */
  formatValue?: (value: number) => string;
}

/**
 * One line chart of a score history: one point per test on an even axis (tests are not evenly
 * spaced in time, and their order is what matters), the test's name and date in the tooltip,
 * lines in the theme's colours. A figure captioned by its title and described in words.
 */
export default function HistoryLineChart({
  title,
  description,
  points,
  lines,
  yMin,
  yMax,
  formatValue,
}: HistoryLineChartProps) {
  const theme = useTheme();
  const [locale = 'en'] = useLocaleState();
  const captionId = useId();
  const descriptionId = useId();
  const colours = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.error.main,
  ];
  const tick = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: TIME_ZONE });
  return (
    <Box
      component="figure"
      aria-labelledby={captionId}
      aria-describedby={descriptionId}
      sx={{ m: 0, minWidth: 0 }}
    >
      <Typography
        id={captionId}
        component="figcaption"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        {title}
      </Typography>
      <Box component="p" id={descriptionId} sx={visuallyHidden}>
        {description}
      </Box>
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((_, index) => index),
            valueFormatter: (index: number, context) => {
              const point = points[index];
              if (!point) return '';
              return context.location === 'tick'
                ? tick.format(new Date(point.date))
                : `${point.examTitle} · ${formatDateTime(point.date, locale)}`;
            },
          },
        ]}
        yAxis={[{ min: yMin, max: yMax, valueFormatter: (v: number) => formatNumber(v, locale) }]}
        series={lines.map((line, index) => ({
          id: line.id,
          label: line.label,
          data: [...line.data],
          color: colours[index % colours.length],
          connectNulls: true,
          valueFormatter: (value: number | null) =>
            value === null ? '—' : (formatValue?.(value) ?? formatPlainNumber(value, locale)),
        }))}
      />
    </Box>
  );
}
