import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImportCounters } from './ImportCounters';
import { RowReportTable } from './RowReportTable';
import { StepButtons } from './StepButtons';
import { hasErrors } from './types';
import type { StudentImport } from './useStudentImport';

/** Step 3: what the import would do with each row; nothing has been saved. */
export function DryRunStep({ wizard }: { wizard: StudentImport }) {
  const translate = useTranslate();
  const report = wizard.dryRun;
  const problems = report?.counts.rows_with_errors ?? 0;
  const [onlyProblems, setOnlyProblems] = useState(problems > 0);
  if (!report) return null;
  const rows = onlyProblems ? report.rows.filter(hasErrors) : report.rows;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={problems > 0 ? 'warning' : 'success'}>
        {problems > 0
          ? translate('app.csvImport.dry_run.problems', { smart_count: problems })
          : translate('app.csvImport.dry_run.all_clear', { smart_count: report.counts.rows })}
      </Alert>
      <ImportCounters counts={report.counts} />
      <FormControlLabel
        control={
          <Switch
            checked={onlyProblems}
            onChange={(event) => setOnlyProblems(event.target.checked)}
          />
        }
        label={translate('app.csvImport.dry_run.only_problems')}
      />
      <RowReportTable rows={rows} caption={translate('app.csvImport.dry_run.caption')} />
      <StepButtons
        onBack={() => wizard.goTo(1)}
        backLabel={translate('app.csvImport.nav.back_to_mapping')}
        onNext={() => wizard.goTo(3)}
        nextLabel={translate('app.csvImport.nav.continue')}
        nextDisabled={problems > 0}
      />
    </Box>
  );
}
