// The default layout. App.tsx takes it through `layout/LayoutScreen` (not this barrel, whose
// static re-export would pull the layout into the first download):
//   import { LayoutScreen } from './layout/LayoutScreen';
//   <AdminFrame layout={LayoutScreen} ...>   // fetches AppLayout when first shown
// AppLayout brings the sidebar menu (groups from resources.config.ts + schema/menu-pages.ts,
// guarded by authProvider.canAccess), the detached top bar (language, currency, theme, apps,
// notifications, user menu, logo), the loading bar, boxed content and the footer credit, and uses
// pages/errors ErrorPage for errors inside the layout.
// Also for App/main: `menuIcon(name)` gives the icon element of a configured icon name.
export { AppLayout } from './AppLayout';
export { AppAppBar } from './appbar/AppAppBar';
export { AppMenu } from './menu/AppMenu';
export { AppSidebar } from './AppSidebar';
export { Logo } from './brand/Logo';
export { Footer, PRODUCT_VERSION } from './brand/Footer';
export { menuIcon, icons } from './menu/icons';
export { pageEntries } from '../../schema/menu-pages';
