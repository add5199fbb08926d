import { Sidebar, type SidebarProps } from 'react-admin';

/** Room the detached top bar takes above the docked sidebar (bar, its gap and margins). */
const TOP_OFFSET = 88;

/**
 * react-admin's sidebar, pushed below the detached top bar. Its width (260 px, also the phone
 * drawer's) comes from the theme's `sidebar.width`. The docked menu scrolls within the
 * space left under the bar, and the drawer's own height no longer stretches the page past the
 * viewport (which hid the footer on short pages).
 */
export function AppSidebar(props: SidebarProps) {
  return (
    <Sidebar
      {...props}
      sx={{
        mt: { sm: 2 },
        height: { sm: 'auto' },
        '& .RaSidebar-fixed': { height: `calc(100vh - ${TOP_OFFSET}px)`, overflowY: 'auto' },
      }}
    />
  );
}
