import Download from '@mui/icons-material/Download';
import { Box, Button, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FetchErrorAlert } from '../../../components/fetch-error';
import { downloadFile } from '../../../lib/api';
import { useAppNotify } from '../../../lib/notify';
import { PeriodPicker } from '../PeriodPicker';
import { rangeQuery } from '../period';
import { useRangeParam } from '../useRangeParam';
import { useReport } from '../useReport';
import { AdminReportView } from './AdminReportView';
import { LearnerReportView } from './LearnerReportView';
import { TutorReportView } from './TutorReportView';

/** The period picker, the CSV export and the report of the caller's kind for that period. */
export function ReportSection() {
  const translate = useTranslate();
  const notify = useAppNotify();
  const [range, setRange] = useRangeParam();
  const { data: report, isPending, error, refetch } = useReport(range);
  const [exporting, setExporting] = useState(false);

  // No report for this kind of user (an affiliate): nothing to pick a period for.
  if (!isPending && !error && !report) return null;

  const exportCsv = async () => {
    setExporting(true);
    const saved = await downloadFile(
      `dashboard/report.csv?${rangeQuery(range)}`,
      `dashboard-report-${range.start_date}-${range.end_date}.csv`,
    );
    setExporting(false);
    if (!saved) notify.error(translate('app.finance.report.export_error'));
  };

  return (
    <Box
      component="section"
      aria-label={translate('app.finance.report.figures')}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <PeriodPicker value={range} onChange={setRange} />
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => void exportCsv()}
          disabled={exporting || !report}
        >
          {translate('app.finance.report.export_csv')}
        </Button>
      </Box>
      {error ? (
        <FetchErrorAlert onRetry={() => void refetch()} />
      ) : isPending ? (
        <Skeleton variant="rounded" height={220} aria-busy="true" />
      ) : !report ? null : report.kind === 'admin' ? (
        <AdminReportView report={report} />
      ) : report.kind === 'tutor' ? (
        <TutorReportView report={report} />
      ) : (
        <LearnerReportView report={report} />
      )}
    </Box>
  );
}
