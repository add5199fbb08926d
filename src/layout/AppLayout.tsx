import { Box } from '@mui/material';
import { Layout, type LayoutProps } from 'react-admin';
import { BrowserPushSync } from '../lib/push';
import { RealtimeBridge, RealtimeProvider } from '../lib/realtime';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { ProfilePrompt } from '../pages/profile/ProfilePrompt';
import { AppAppBar } from './appbar/AppAppBar';
import { AppSidebar } from './AppSidebar';
import { Footer } from './brand/Footer';
import { LoadingBar } from './loading/LoadingBar';
import { AppMenu } from './menu/AppMenu';

/** Content boxed, centred up to this width on wide screens. */
const CONTENT_MAX_WIDTH = 1440;

/** The default layout: sidebar menu, detached top bar, boxed content, footer credit. */
export function AppLayout({ children, ...props }: LayoutProps) {
  return (
    <RealtimeProvider>
      <RealtimeBridge />
      <BrowserPushSync />
      <Layout
        {...props}
        appBar={AppAppBar}
        menu={AppMenu}
        sidebar={AppSidebar}
        error={ErrorPage}
        sx={{
          // react-admin's root is min-width: fit-content and flex children default to auto, so a
          // wide table widened the whole page (toolbar and pagination cut off at 1280 px); now the
          // table scrolls sideways inside its own card.
          minWidth: 0,
          '& .RaLayout-appFrame': { mt: { xs: 7, sm: 9 } },
          '& .RaLayout-content': { minWidth: 0 },
          '& .RaList-main, & .RaList-main > .MuiPaper-root': { minWidth: 0 },
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        }}
      >
        <LoadingBar />
        <ProfilePrompt />
        <Box
          sx={{
            width: '100%',
            maxWidth: CONTENT_MAX_WIDTH,
            mx: 'auto',
            flexGrow: 1,
            display: 'flex',
            flexDirection: 'column',
            minWidth: 0,
            pt: 1,
          }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
          <Footer />
        </Box>
      </Layout>
    </RealtimeProvider>
  );
}
