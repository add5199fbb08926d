import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ComplaintStatus, RequestStatus, type AdminReport } from '../../../../schema';
import type { DateRange } from '../period';
import { FigureCard, FigureGrid } from './FigureCard';
import { LazyReportCharts } from './LazyReportCharts';
import { listLink } from './listLink';
import { FIGURE_KINDS, flowsLink } from '../../finance/flowKinds';
import { formatNumber, formatPercent, useMoney } from '../../../lib/format';

/** Where each pending count's card leads: the list filtered to what waits for a decision. */
const PENDING_LINKS: Record<string, [string, Record<string, unknown>]> = {
  pending_cancel_requests: ['schedule-cancel-request', { status: RequestStatus.Pending }],
  pending_tutoring_requests: ['tutoring-request', { status: 'new' }],
  pending_complaints: ['complain', { status: ComplaintStatus.Pending }],
  pending_working_hours: ['working-hour', { status: RequestStatus.Pending, source: 'manual' }],
  pending_overtime: ['over-time', { status: RequestStatus.Pending }],
};

/**
 * The centre's figures for the period, each card leading to the rows behind it (the money figures
 * to the money flows, whose totals equal them), and charts.
 */
export function AdminReportView({ report }: { report: AdminReport }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const money = useMoney();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.finance.report.${key}`, options);
  // The links carry the period the figures were worked out for.
  const period: DateRange = { start_date: report.start_date, end_date: report.end_date };
  const number = (n: number) => formatNumber(n, locale);
  const percent = (rate: number) => formatPercent(rate, locale, 1);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FigureGrid label={t('figures')}>
        <FigureCard
          label={t('revenue')}
          value={money(report.revenue)}
          detail={`${t('order_refunds')}: ${money(report.breakdown.order_refunds)}`}
          to={flowsLink(FIGURE_KINDS.revenue, period)}
        />
        <FigureCard
          label={t('additional_income')}
          value={money(report.breakdown.additional_income)}
          to={flowsLink(['income'], period)}
        />
        <FigureCard
          label={t('expenses')}
          value={money(report.expenses)}
          detail={`${t('tutor_payments')}: ${money(report.breakdown.tutor_payments)}`}
          to={flowsLink(FIGURE_KINDS.expenses, period)}
        />
        <FigureCard
          label={t('tutor_payments')}
          value={money(report.breakdown.tutor_payments)}
          to={flowsLink(['tutor_payment'], period)}
        />
        <FigureCard
          label={t('affiliate_payouts')}
          value={money(report.breakdown.affiliate_payouts)}
          to={flowsLink(['affiliate_payout'], period)}
        />
        <FigureCard
          label={t('profit')}
          value={money(report.profit)}
          tone={report.profit < 0 ? 'error' : 'success'}
          to={flowsLink(FIGURE_KINDS.profit, period)}
        />
        <FigureCard
          label={t('unpaid_orders_total')}
          value={money(report.unpaid_orders_total)}
          detail={t('unpaid_orders_count', { smart_count: report.unpaid_orders })}
          to="/admin/order/unpaid"
        />
        <FigureCard
          label={t('active_students')}
          value={number(report.active_students)}
          to={listLink('student', { is_active: true })}
        />
        <FigureCard
          label={t('enrolments')}
          value={number(report.enrolments)}
          to={listLink('student-course', {}, period, 'created')}
        />
        <FigureCard
          label={t('attendance_rate')}
          value={
            report.attendance_rate === null ? t('attendance_none') : percent(report.attendance_rate)
          }
          to={listLink('attendance', {}, period)}
        />
        <FigureCard
          label={t('sessions_today')}
          value={number(report.sessions_today)}
          to={listLink('class-session')}
        />
      </FigureGrid>
      <Box component="section" aria-labelledby="report-pending">
        <Typography id="report-pending" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('pending')}
        </Typography>
        <FigureGrid label={t('pending')}>
          {Object.entries(report.pending).map(([name, count]) => {
            const link = PENDING_LINKS[name];
            return (
              <FigureCard
                key={name}
                label={t(name)}
                value={number(count)}
                tone={count > 0 ? 'error' : undefined}
                to={link ? listLink(link[0], link[1]) : undefined}
              />
            );
          })}
        </FigureGrid>
      </Box>
      <Box component="section" aria-labelledby="report-charts">
        <Typography id="report-charts" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('charts')}
        </Typography>
        <LazyReportCharts report={report} formatMoney={money} />
      </Box>
    </Box>
  );
}
