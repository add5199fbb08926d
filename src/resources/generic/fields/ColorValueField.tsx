import Box from '@mui/material/Box';
import { useFieldValue } from 'react-admin';

/** A colour value with a swatch beside its code. */
export function ColorValueField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        sx={{
          width: 16,
          height: 16,
          borderRadius: 0.5,
          bgcolor: value,
          border: 1,
          borderColor: 'divider',
        }}
      />
      {value}
    </Box>
  );
}
