import { Box } from '@mui/material';
import { Menu, useTranslate } from 'react-admin';
import { Logo } from '../brand/Logo';
import { useDashboardReport } from '../../lib/api';
import { MenuGroupSection } from './MenuGroupSection';
import { useVisibleMenu } from './useVisibleMenu';

/** The sidebar: groups from config and the page list, each entry guarded by its ability. */
export function AppMenu() {
  const translate = useTranslate();
  const visible = useVisibleMenu();
  const { data: counters } = useDashboardReport();
  return (
    <Menu aria-label={translate('app.menu.label')} sx={{ pb: 2 }}>
      {/* Phones: the top bar has no room for the logo, so the drawer shows it. */}
      <Box sx={{ display: { xs: 'block', sm: 'none' }, px: 2, py: 1.5 }}>
        <Logo height={32} />
      </Box>
      {visible.map((s) => (
        <MenuGroupSection key={s.group} section={s} counters={counters} />
      ))}
    </Menu>
  );
}
