import { Box } from '@mui/material';
import { Layout, type LayoutProps } from 'react-admin';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { AppAppBar } from './appbar/AppAppBar';
import { AppSidebar } from './AppSidebar';
import { Footer } from './brand/Footer';
import { LoadingBar } from './loading/LoadingBar';
import { AppMenu } from './menu/AppMenu';

/** SPEC 4: content boxed, centred up to this width on wide screens. */
const CONTENT_MAX_WIDTH = 1440;

/** The default layout (SPEC 2): sidebar menu, detached top bar, boxed content, footer credit. */
export function AppLayout({ children, ...props }: LayoutProps) {
  return (
    <Layout
      {...props}
      appBar={AppAppBar}
      menu={AppMenu}
      sidebar={AppSidebar}
      error={ErrorPage}
      sx={{ '& .RaLayout-appFrame': { mt: { xs: 7, sm: 9 } } }}
    >
      <LoadingBar />
      <Box
        sx={{
          width: '100%',
          maxWidth: CONTENT_MAX_WIDTH,
          mx: 'auto',
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          pt: 1,
        }}
      >
        <Box sx={{ flexGrow: 1 }}>{children}</Box>
        <Footer />
      </Box>
    </Layout>
  );
}
