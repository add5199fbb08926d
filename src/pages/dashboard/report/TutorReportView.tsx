import { Box, List, ListItem, ListItemText } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TutorReport } from '../../../../schema';
import { FigureCard, FigureGrid } from './FigureCard';
import { listLink } from './listLink';
import { Section } from './Section';
import { SessionList } from './SessionList';
import { formatDate, formatYearMonth, formatNumber, useMoney } from '../../../lib/format';

/** A tutor's own period: hours, pay, sessions held and today's, and the latest pay runs. */
export function TutorReportView({ report }: { report: TutorReport }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const money = useMoney();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.finance.report.${key}`, options);
  const hours = (minutes: number) =>
    t('hours_value', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FigureGrid label={t('figures')}>
        <FigureCard
          label={t('hours')}
          value={hours(report.minutes)}
          detail={`${t('pending_hours')}: ${hours(report.pending_minutes)}`}
          to={listLink('working-hour')}
        />
        <FigureCard label={t('earnings')} value={money(report.earnings)} />
        <FigureCard
          label={t('overtime')}
          value={hours(report.overtime_minutes)}
          detail={money(report.overtime_amount)}
          to={listLink('over-time')}
        />
        <FigureCard label={t('total_earnings')} value={money(report.total_earnings)} />
        <FigureCard label={t('sessions_held')} value={formatNumber(report.sessions_held, locale)} />
      </FigureGrid>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={t('today')}>
          <SessionList sessions={report.sessions_today} emptyText={t('no_sessions_today')} />
        </Section>
        <Section title={t('pay_runs')}>
          {report.pay_runs.length === 0 ? (
            t('no_pay_runs')
          ) : (
            <List dense disablePadding>
              {report.pay_runs.map((run) => (
                <ListItem key={run.id} disableGutters>
                  <ListItemText
                    primary={`${formatYearMonth(run.period, locale)} · ${money(run.total)}`}
                    secondary={[
                      t(`pay_status.${run.status}`, { _: run.status }),
                      run.paid_at ? formatDate(run.paid_at, locale) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Box>
    </Box>
  );
}
