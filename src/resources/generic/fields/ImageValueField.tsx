import Box from '@mui/material/Box';
import { useFieldValue, useTranslate } from 'react-admin';

interface ImageValueFieldProps {
  source: string;
  label?: string;
  /** Translated field name, for the picture's alternative text. */
  fieldName: string;
  size?: number;
}

/** A stored image path (`/uploads/…`) as a thumbnail; nothing when the field is empty. */
export function ImageValueField({ source, fieldName, size = 40 }: ImageValueFieldProps) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Box
      component="img"
      src={value}
      alt={translate('screens.preview', { field: fieldName })}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}
