import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A panel page: its title in the top bar and as the page's heading, then its content. */
export function PanelPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
