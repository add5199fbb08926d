import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';

/** A stored enum value shown by its label `enums.<enum>.<value>`. */
export function EnumValueField({
  source,
  enumName,
}: {
  source: string;
  enumName: string;
  label?: string;
}) {
  const value = useFieldValue({ source }) as string | number | null | undefined;
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`enums.${enumName}.${value}`, { _: String(value) })}
    </Typography>
  );
}
