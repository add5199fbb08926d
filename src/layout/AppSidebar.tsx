import { Sidebar, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar, pushed below the detached top bar. Its width (260 px, also the phone
 * drawer's, SPEC 9) comes from the theme's `sidebar.width`.
 */
export function AppSidebar(props: SidebarProps) {
  return <Sidebar {...props} sx={{ mt: { sm: 2 } }} />;
}
