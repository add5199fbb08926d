import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { checkWarnings, type Resource } from '../../../../schema';
import { todayInDhaka } from '../../../components/session-calendar/dates';
import { fieldLabel } from '../labels';

/** The resource's warnings that read `source`: the ones that may have advice on it. */
export const warningsOn = (r: Resource, source: string) =>
  r.warnings.filter((warning) => warning.fields.includes(source));

/**
 * The config's advice on a field (schema/warnings.ts) under its input, as the form's values
 * change. It is advice: the form saves all the same.
 */
export function FieldWarningNote({ r, source }: { r: Resource; source: string }) {
  const translate = useTranslate();
  const warnings = warningsOn(r, source);
  const names = [...new Set(warnings.flatMap((warning) => warning.fields))];
  const watched: unknown[] = useWatch({ name: names });
  const values = Object.fromEntries(names.map((name, index) => [name, watched[index]]));
  const phrase = checkWarnings(warnings, values, todayInDhaka())[source];
  return (
    <div role="status" aria-live="polite">
      {phrase && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2, py: 0 }}>
          {translate(`screens.warnings.${phrase}`, { label: translate(fieldLabel(r, source)) })}
        </Alert>
      )}
    </div>
  );
}
