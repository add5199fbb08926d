import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled card of the report (today's sessions, pay runs, a child's courses). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
