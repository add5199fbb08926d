import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ImportCounters } from './ImportCounters';
import { RowReportTable } from './RowReportTable';
import { StepButtons } from './StepButtons';
import type { StudentImport } from './useStudentImport';

const STUDENTS_LIST = '/admin/student/student';

/** Step 4: confirm, import (all rows or none), then the summary or the rows that failed. */
export function ImportStep({ wizard }: { wizard: StudentImport }) {
  const translate = useTranslate();
  const { outcome, dryRun } = wizard;

  if (outcome?.kind === 'imported') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success">
          <AlertTitle>{translate('app.csvImport.import.done_title')}</AlertTitle>
          {translate('app.csvImport.import.done_text', { smart_count: outcome.result.counts.rows })}
        </Alert>
        <ImportCounters counts={outcome.result.counts} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" component={Link} to={STUDENTS_LIST}>
            {translate('app.csvImport.import.view_students')}
          </Button>
          <Button onClick={wizard.startOver}>{translate('app.csvImport.nav.other_file')}</Button>
        </Box>
      </Box>
    );
  }
  if (outcome?.kind === 'refused') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error">
          <AlertTitle>{translate('app.csvImport.import.failed_title')}</AlertTitle>
          {outcome.message} {translate('app.csvImport.import.failed_text')}
        </Alert>
        <RowReportTable rows={outcome.rows} caption={translate('app.csvImport.import.caption')} />
        <StepButtons
          onBack={() => wizard.goTo(1)}
          backLabel={translate('app.csvImport.nav.back_to_mapping')}
        />
      </Box>
    );
  }
  const rows = dryRun?.counts.rows ?? wizard.preview?.total_rows ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{translate('app.csvImport.import.confirm', { smart_count: rows })}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {translate('app.csvImport.import.all_or_nothing')}
      </Typography>
      {dryRun && <ImportCounters counts={dryRun.counts} />}
      <StepButtons
        onBack={() => wizard.goTo(2)}
        backLabel={translate('app.csvImport.nav.back')}
        onNext={() => void wizard.importNow()}
        nextLabel={translate('app.csvImport.import.start')}
        nextDisabled={wizard.busy}
        busy={wizard.busy}
        busyLabel={translate('app.csvImport.import.running')}
      />
    </Box>
  );
}
