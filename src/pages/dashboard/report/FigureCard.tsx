import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';

/**
 * One figure of the report: its value large, its name below, and a line of detail. With `to`, the
 * whole card is a link to the rows behind the figure (a filtered list).
 */
export function FigureCard({
  label,
  value,
  detail,
  to,
  tone,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  to?: string;
  tone?: 'error' | 'success';
}) {
  const content = (
    <CardContent>
      <Typography
        component="p"
        variant="h5"
        sx={{
          fontWeight: 700,
          color: tone ? `${tone}.main` : 'primary.main',
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
      {detail && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      {to ? (
        <CardActionArea component={LinkBase} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** A grid of figure cards that wraps down to one column at 375 px. */
export function FigureGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}
