import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import { placeOfSubject } from '../generic/inputs/permissionMatrix/placeOfSubject';

/** A permission's subject by the name the sidebar gives it; a subject the config lost, as stored. */
export function PermissionSubjectField() {
  const translate = useTranslate();
  const subject = useFieldValue({ source: 'subject' }) as string | undefined;
  if (!subject) return null;
  const { label } = placeOfSubject(subject);
  return (
    <Typography component="span" variant="body2">
      {label === null ? subject : translate(label, { smart_count: 2 })}
    </Typography>
  );
}
