import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface AmountEntry {
  label: string;
  value: string;
  /** The figure the reader is after (what is due): set in bold. */
  strong?: boolean;
}

/** Labelled amounts side by side, wrapping on narrow screens: a description list. */
export function AmountList({ entries }: { entries: AmountEntry[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
      }}
    >
      {entries.map((entry) => (
        <Box key={entry.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {entry.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: entry.strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}
          >
            {entry.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
