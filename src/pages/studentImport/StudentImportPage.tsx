import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Title, useTranslate } from 'react-admin';
import { DryRunStep } from './DryRunStep';
import { ImportStep } from './ImportStep';
import { MappingStep } from './MappingStep';
import { UploadStep } from './UploadStep';
import { STEPS, useStudentImport } from './useStudentImport';

/**
 * /admin/student/import: students with their parents and enrolments from one CSV file, in four
 * steps (upload, map columns, dry run, import), all checked by the server.
 */
export function StudentImportPage() {
  const translate = useTranslate();
  const wizard = useStudentImport();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // Each new step is announced by moving focus to its heading (not on arrival at the page).
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [wizard.step]);
  const stepName = STEPS[wizard.step] ?? 'upload';

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('app.csvImport.title')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {translate('app.csvImport.title')}
          </Typography>
          <Stepper activeStep={wizard.step} alternativeLabel>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{translate(`app.csvImport.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography
            ref={heading}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {translate(`app.csvImport.steps.${stepName}`)}
          </Typography>
          {wizard.error && <Alert severity="error">{wizard.error}</Alert>}
          {stepName === 'upload' && <UploadStep wizard={wizard} />}
          {stepName === 'mapping' && <MappingStep wizard={wizard} />}
          {stepName === 'dry_run' && <DryRunStep wizard={wizard} />}
          {stepName === 'import' && <ImportStep wizard={wizard} />}
        </CardContent>
      </Card>
    </Box>
  );
}
