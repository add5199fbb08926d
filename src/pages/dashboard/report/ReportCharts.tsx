import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AdminReport } from '../../../../schema';
import { dateTimeFormat, formatNumber, formatPlainNumber } from '../../../lib/format';
import { useCurrency } from '../../../lib/preferences';
import { visuallyHidden } from '../../../lib/visuallyHidden';

function Figure({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      sx={{ m: 0, minWidth: 0 }}
    >
      <CardContent>
        <Typography
          id={titleId}
          component="figcaption"
          variant="subtitle1"
          sx={{ fontWeight: 600 }}
        >
          {title}
        </Typography>
        <Box id={descriptionId} sx={visuallyHidden}>
          {description}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The charts shorten a tick label that does not fit its axis, down to nothing: at the default
 * 25 px a month's name did not fit under the bars wherever the page's font fell back to a taller
 * one (Noto on Linux), so every axis that carries words is given its room.
 */
const LABELLED_X_AXIS_HEIGHT = 36;
/** An axis with numbers under it and its title under those. */
const TITLED_X_AXIS_HEIGHT = 56;
/**
 * Room beside the bars for a course's name: about 45 characters at 12 px. A longer name is
 * shortened by the chart; its tooltip and the figure's description carry it whole.
 */
const COURSE_AXIS_WIDTH = 290;
/** The money axis: its ticks ("120,000") and, beside them, its title with the currency. */
const MONEY_AXIS_WIDTH = 90;

/**
 * The admin report's two charts: revenue against expenses for each of the last twelve months,
 * and new enrolments by course. Each value axis is titled, the money one with its currency.
 * Colours from the theme; each chart is described in words.
 */
export default function ReportCharts({
  report,
  formatMoney,
}: {
  report: AdminReport;
  formatMoney: (value: number) => string;
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale = 'en'] = useLocaleState();
  const [currency] = useCurrency();
  const monthName = dateTimeFormat(locale, { month: 'short', year: '2-digit' });
  const number = (v: number | null) => (v === null ? '' : formatNumber(v, locale));
  const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
  const lastMonth = report.monthly[report.monthly.length - 1]?.month ?? '';
  const courses = report.enrolments_by_course;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Figure
        title={translate('app.finance.report.monthly_title')}
        description={translate('app.finance.report.monthly_description', {
          month: lastMonth ? monthLabel(lastMonth) : '',
        })}
      >
        <BarChart
          height={300}
          xAxis={[
            {
              scaleType: 'band',
              data: report.monthly.map((m) => m.month),
              valueFormatter: (month: string) => monthLabel(month),
              height: LABELLED_X_AXIS_HEIGHT,
            },
          ]}
          yAxis={[
            {
              width: MONEY_AXIS_WIDTH,
              valueFormatter: number,
              label: translate('app.finance.report.money_axis', { currency }),
            },
          ]}
          series={[
            {
              id: 'revenue',
              label: translate('app.finance.report.revenue'),
              data: report.monthly.map((m) => m.revenue),
              color: theme.palette.success.main,
              valueFormatter: (v) => (v === null ? '' : formatMoney(v)),
            },
            {
              id: 'expenses',
              label: translate('app.finance.report.expenses'),
              data: report.monthly.map((m) => m.expenses),
              color: theme.palette.error.main,
              valueFormatter: (v) => (v === null ? '' : formatMoney(v)),
            },
          ]}
        />
      </Figure>
      <Figure
        title={translate('app.finance.report.by_course_title')}
        description={translate('app.finance.report.by_course_description', {
          list: courses
            .map((c) => `${c.title}: ${formatPlainNumber(c.enrolments, locale)}`)
            .join('; '),
        })}
      >
        {courses.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 4 }}>
            {translate('app.finance.report.by_course_empty')}
          </Typography>
        ) : (
          <BarChart
            height={Math.max(160, courses.length * 36 + 60)}
            layout="horizontal"
            xAxis={[
              {
                valueFormatter: number,
                height: TITLED_X_AXIS_HEIGHT,
                label: translate('app.finance.report.enrolments_axis'),
              },
            ]}
            yAxis={[
              {
                scaleType: 'band',
                data: courses.map((c) => c.title),
                width: COURSE_AXIS_WIDTH,
              },
            ]}
            series={[
              {
                id: 'enrolments',
                label: translate('app.finance.report.enrolments'),
                data: courses.map((c) => c.enrolments),
                color: theme.palette.primary.main,
                valueFormatter: number,
              },
            ]}
            hideLegend
          />
        )}
      </Figure>
    </Box>
  );
}
