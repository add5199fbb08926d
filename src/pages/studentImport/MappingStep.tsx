import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { StepButtons } from './StepButtons';
import type { ImportPreview, ImportTarget, Mapping } from './types';
import type { StudentImport } from './useStudentImport';

const GROUPS = ['student', 'parent', 'enrolment'] as const;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const groupOf = (key: string): (typeof GROUPS)[number] =>
  key.startsWith('student.') ? 'student' : key.startsWith('parent.') ? 'parent' : 'enrolment';

/** The first value the chosen column holds, to show that the right column was picked. */
function sampleOf(preview: ImportPreview, header: string | undefined): string | undefined {
  const index = header === undefined ? -1 : preview.headers.indexOf(header);
  if (index === -1) return undefined;
  return preview.rows.map((r) => r.cells[index]?.trim()).find((cell) => cell);
}

export const missingRequired = (targets: ImportTarget[], mapping: Mapping) =>
  targets.filter((t) => t.required && !mapping[t.key]);

/** Step 2: for each field the import can fill, the column of the file that holds it. */
export function MappingStep({ wizard }: { wizard: StudentImport }) {
  const translate = useTranslate();
  const { preview, mapping } = wizard;
  if (!preview) return null;
  const headers = preview.headers.filter((h) => h !== '');
  const missing = missingRequired(preview.targets, mapping);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography>
        {translate('app.csvImport.mapping.intro', {
          name: wizard.file?.name ?? '',
          smart_count: preview.total_rows,
        })}
      </Typography>
      {GROUPS.map((group) => (
        <Box component="fieldset" key={group} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            {translate(`app.csvImport.groups.${group}`)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {preview.targets
              .filter((target) => groupOf(target.key) === group)
              .map((target) => {
                const sample = sampleOf(preview, mapping[target.key]);
                return (
                  <TextField
                    key={target.key}
                    id={`import-target-${target.key.replace('.', '-')}`}
                    select
                    fullWidth
                    size="small"
                    required={target.required}
                    error={target.required && !mapping[target.key]}
                    label={
                      <>
                        {translate(`app.csvImport.targets.${target.key}`)}{' '}
                        {/* Student and parent have fields of the same names: say whose. */}
                        <Box component="span" sx={visuallyHidden}>
                          ({translate(`app.csvImport.groups.${group}`)})
                        </Box>
                      </>
                    }
                    value={mapping[target.key] ?? ''}
                    onChange={(event) => wizard.setColumn(target.key, event.target.value)}
                    helperText={
                      sample ? translate('app.csvImport.mapping.sample', { value: sample }) : ' '
                    }
                  >
                    <MenuItem value="">
                      <em>{translate('app.csvImport.mapping.none')}</em>
                    </MenuItem>
                    {headers.map((header) => (
                      <MenuItem key={header} value={header}>
                        {header}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              })}
          </Box>
        </Box>
      ))}
      {missing.length > 0 && (
        <Alert severity="warning">{translate('app.csvImport.mapping.missing_required')}</Alert>
      )}
      <StepButtons
        onBack={wizard.startOver}
        backLabel={translate('app.csvImport.nav.other_file')}
        onNext={() => void wizard.runDryRun()}
        nextLabel={translate('app.csvImport.dry_run.run')}
        nextDisabled={missing.length > 0 || wizard.busy}
        busy={wizard.busy}
        busyLabel={translate('app.csvImport.dry_run.running')}
      />
    </Box>
  );
}
