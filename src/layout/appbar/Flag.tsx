import { Box } from '@mui/material';
import type { AppLocale } from '../../lib/locale';

/**
 * Flags drawn as SVG: emoji flags do not render on Windows. en is shown with the United Kingdom
 * flag, bn with Bangladesh's (green field, red disc set toward the hoist).
 */
export function Flag({ locale }: { locale: AppLocale }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 60 36"
      aria-hidden="true"
      sx={{ width: 24, height: 15, borderRadius: '2px', display: 'block', flexShrink: 0 }}
    >
      {locale === 'bn' ? (
        <>
          <rect width="60" height="36" fill="#006a4e" />
          <circle cx="27" cy="18" r="12" fill="#f42a41" />
        </>
      ) : (
        <>
          <rect width="60" height="36" fill="#012169" />
          <path d="M0,0 60,36 M60,0 0,36" stroke="#fff" strokeWidth="7" />
          <path d="M0,0 60,36 M60,0 0,36" stroke="#c8102e" strokeWidth="2.5" />
          <path d="M30,0 V36 M0,18 H60" stroke="#fff" strokeWidth="11" />
          <path d="M30,0 V36 M0,18 H60" stroke="#c8102e" strokeWidth="6.5" />
        </>
      )}
    </Box>
  );
}
