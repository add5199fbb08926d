import { Menu, useTranslate } from 'react-admin';
import { useDashboardReport } from '../../lib/api';
import { MenuGroupSection } from './MenuGroupSection';
import { useVisibleMenu } from './useVisibleMenu';

/** The sidebar: SPEC 2 groups from config and the page list, each entry guarded by its ability. */
export function AppMenu() {
  const translate = useTranslate();
  const visible = useVisibleMenu();
  const { data: counters } = useDashboardReport();
  return (
    <Menu aria-label={translate('app.menu.label')} sx={{ pb: 2 }}>
      {visible.map((s) => (
        <MenuGroupSection key={s.group} section={s} counters={counters} />
      ))}
    </Menu>
  );
}
