import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { LanguageMenu } from '../../layout/appbar/LanguageMenu';
import { ThemeSwitch } from '../../layout/appbar/ThemeSwitch';

/** The brand name and tagline. */
function Brand({ large = false }: { large?: boolean }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography
        variant={large ? 'h3' : 'h5'}
        component="p"
        sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}
      >
        {translate('app.brand.name')}
      </Typography>
      <Typography variant={large ? 'h5' : 'body1'} component="p" sx={{ mt: 1, opacity: 0.9 }}>
        {translate('app.brand.tagline')}
      </Typography>
    </Box>
  );
}

/**
 * The auth layout: brand panel beside the content on wide screens; on phones the brand
 * sits above the form. Language and theme switches stay reachable before signing in.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Title title={title} />
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          p: 8,
          color: 'common.white',
          // Dark mode's primary is light (for text on dark paper); the panel keeps white text on
          // a deep gradient in every theme.
          background: (t) =>
            t.palette.mode === 'dark'
              ? 'linear-gradient(135deg, #1b1840 0%, #3d3590 100%)'
              : `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
        }}
      >
        <Brand large />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 4 } }}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <LanguageMenu />
          <ThemeSwitch />
        </Stack>
        <Box
          component="main"
          sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <Box sx={{ width: '100%', maxWidth: 420, py: 2 }}>
            <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 4, color: 'primary.main' }}>
              <Brand />
            </Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{subtitle}</Typography>
            )}
            {children}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
