import { Box, Typography } from '@mui/material';

/** A total above a ledger or the money flows: its name, then the amount (named by it). */
export function LedgerTotal({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} aria-label={label}>
        {value}
      </Typography>
    </Box>
  );
}
