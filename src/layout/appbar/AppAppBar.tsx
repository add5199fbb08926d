import { Box } from '@mui/material';
import { AppBar, TitlePortal, type AppBarProps } from 'react-admin';
import { Logo } from '../brand/Logo';
import { NotificationBell } from '../notifications/NotificationBell';
import { AppsMenu } from './AppsMenu';
import { AppUserMenu } from './AppUserMenu';
import { CurrencyMenu } from './CurrencyMenu';
import { LanguageMenu } from './LanguageMenu';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * The top bar, detached: a rounded floating bar with a gap around it. The logo and the
 * page title share the left; the switches, bell, apps and user menu sit on the right.
 */
export function AppAppBar(props: AppBarProps) {
  return (
    <AppBar
      {...props}
      color="inherit"
      elevation={2}
      userMenu={<AppUserMenu />}
      toolbar={
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 0, sm: 0.5 },
            // Phones: tighter buttons leave the page title some room at 375 px.
            '& .MuiIconButton-root, & .MuiButton-root': { px: { xs: 0.5, sm: 1 } },
          }}
        >
          <LanguageMenu />
          <CurrencyMenu />
          <ThemeSwitch />
          <AppsMenu />
          <NotificationBell />
        </Box>
      }
      sx={{
        top: { xs: 0, sm: 8 },
        left: { xs: 0, sm: 8 },
        right: { xs: 0, sm: 8 },
        width: 'auto',
        borderRadius: { xs: 0, sm: 2 },
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', mr: 2 }}>
        <Logo height={36} />
      </Box>
      <TitlePortal
        variant="h6"
        sx={{
          fontSize: { xs: '1rem', sm: '1.1rem' },
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      />
    </AppBar>
  );
}
