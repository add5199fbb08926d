import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The shared look of the 404 and error pages: a big code, a title, a line of text, actions. */
export function ErrorFrame({
  code,
  title,
  text,
  children,
}: {
  code: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="error-title"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        px: 2,
        py: { xs: 4, sm: 8 },
      }}
    >
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: 72, sm: 112 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
        }}
      >
        {code}
      </Typography>
      <Typography id="error-title" variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{text}</Typography>
      {children}
    </Box>
  );
}
