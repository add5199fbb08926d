import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The whole window for the exam, without the app's menu and bars: a header, the content that
 * scrolls, and an optional footer. On phones the page scrolls as one.
 */
export function FocusFrame({
  header,
  footer,
  children,
}: {
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      {header}
      <Box
        component="main"
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' }}
      >
        {children}
      </Box>
      {footer}
    </Box>
  );
}

/** A message in the middle of the frame (loading, submitted, between modules, errors). */
export function CentredPanel({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        m: 'auto',
        p: 3,
        width: '100%',
        maxWidth: 560,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}
