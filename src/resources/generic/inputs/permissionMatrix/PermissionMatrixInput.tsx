import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useInput, useTranslate, type Validator } from 'react-admin';
import type { PermissionRow } from './layout';
import { PermissionMatrix } from './PermissionMatrix';
import { usePermissionMatrix } from './usePermissionMatrix';

interface PermissionMatrixInputProps {
  source: string;
  /** i18n key of the field's label. */
  label: string;
  /** The referenced resource: the permissions. */
  reference: string;
  validate?: Validator[];
}

/** A `references` field to permissions, chosen in the subjects × actions matrix. */
export function PermissionMatrixInput({
  source,
  label,
  reference,
  validate,
}: PermissionMatrixInputProps) {
  const translate = useTranslate();
  const { field } = useInput<PermissionRow['id'][] | ''>({ source, validate });
  const { groups, isPending } = usePermissionMatrix(reference);
  const name = translate(label);
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <FormLabel component="span">{name}</FormLabel>
      {isPending ? (
        <LinearProgress aria-label={translate('app.permissions.matrix.loading')} />
      ) : (
        <PermissionMatrix
          groups={groups}
          // A new record's field starts empty ('' in react-admin), not as a list.
          chosen={Array.isArray(field.value) ? field.value : []}
          onChange={field.onChange}
          label={name}
        />
      )}
    </Stack>
  );
}
