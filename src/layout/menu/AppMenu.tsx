import { useMemo } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { resources } from '../../../resources.config';
import { useDashboardReport } from '../../lib/api/dashboardReport';
import { buildMenu, filterMenu } from './buildMenu';
import { MenuGroupSection } from './MenuGroupSection';
import { pageEntries } from './pages';
import { useAllowedKeys } from './useAllowedKeys';

const sections = buildMenu(resources, pageEntries);
const entries = sections.flatMap((s) => s.entries);

/** The sidebar: SPEC 2 groups from config and the page list, each entry guarded by its ability. */
export function AppMenu() {
  const translate = useTranslate();
  const allowed = useAllowedKeys(entries);
  const { data: counters } = useDashboardReport();
  const visible = useMemo(() => filterMenu(sections, allowed), [allowed]);
  return (
    <Menu aria-label={translate('app.menu.label')} sx={{ pb: 2 }}>
      {visible.map((s) => (
        <MenuGroupSection key={s.group} section={s} counters={counters} />
      ))}
    </Menu>
  );
}
