import Box from '@mui/material/Box';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ScoreHistoryEntry } from '../../../schema';
import HistoryLineChart from './HistoryLineChart';
import { regularHistory, satHistory } from './historySeries';

/** SAT scores start at this on every form; the axis starts there too. */
const SAT_FLOOR = 200;

/** The charts of a history: SAT totals with their sections, and regular exams as percent. */
export default function ScoreHistoryLines({ entries }: { entries: readonly ScoreHistoryEntry[] }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const sat = satHistory(entries, locale);
  const regular = regularHistory(entries);
  const listed = (points: { examTitle: string }[], values: readonly number[], suffix = '') =>
    points.map((p, i) => `${p.examTitle}: ${values[i]}${suffix}`).join('; ');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {sat.points.length > 0 && (
        <HistoryLineChart
          title={translate('app.results.chart.sat_title')}
          description={translate('app.results.chart.sat_description', {
            smart_count: sat.points.length,
            scores: listed(sat.points, sat.totals),
          })}
          points={sat.points}
          lines={[
            { id: 'total', label: translate('app.results.chart.total'), data: sat.totals },
            ...sat.sections.map((s) => ({ id: s.code, label: s.name, data: s.scores })),
          ]}
          yMin={SAT_FLOOR}
          yMax={sat.maxTotal ?? undefined}
        />
      )}
      {regular.points.length > 0 && (
        <HistoryLineChart
          title={translate('app.results.chart.regular_title')}
          description={translate('app.results.chart.regular_description', {
            smart_count: regular.points.length,
            scores: listed(regular.points, regular.percents, '%'),
          })}
          points={regular.points}
          lines={[
            {
              id: 'percent',
              label: translate('app.results.chart.percent'),
              data: regular.percents,
            },
          ]}
          yMin={0}
          yMax={100}
          formatValue={(value) => translate('app.results.percent', { value })}
        />
      )}
    </Box>
  );
}
