import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useId } from 'react';
import { useLocation, useSidebarState, useStore, useTranslate } from 'react-admin';
import { humanize } from '../../lib/humanize';
import { counterValue, type Counters } from '../../lib/api/dashboardReport';
import { menuIcon } from './icons';
import { MenuEntryLink } from './MenuEntryLink';
import type { MenuSection } from './types';

interface Props {
  section: MenuSection;
  counters: Counters | undefined;
}

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * A sidebar group. One entry renders as a plain link (a header over a single link only adds a
 * click); several render under a header that opens and closes, remembered in the react-admin
 * store, and opened by itself while the current page is one of its entries. With the sidebar
 * folded to icons, the entries show without the header so every icon stays reachable.
 */
export function MenuGroupSection({ section, counters }: Props) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const [stored, setStored] = useStore<boolean>(`app.menu.${section.group}.open`, false);
  const listId = useId();
  const countOf = (badge: string | undefined) =>
    badge === undefined ? undefined : counterValue(counters, badge);

  const [first] = section.entries;
  if (first && (section.entries.length === 1 || !sidebarOpen)) {
    return (
      <>
        {section.entries.map((e) => (
          <MenuEntryLink key={e.key} entry={e} count={countOf(e.badge)} />
        ))}
      </>
    );
  }

  const active = section.entries.some((e) => isUnder(pathname, e.to));
  const open = stored || active;
  const label = translate(`menu.groups.${section.group}`, { _: humanize(section.group) });

  return (
    <>
      <ListItemButton
        onClick={() => setStored(!open)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ py: 0.75, color: 'text.secondary' }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          {menuIcon(first?.icon ?? '', { fontSize: 'small' })}
        </ListItemIcon>
        <ListItemText
          primary={label}
          slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding dense>
          {section.entries.map((e) => (
            <MenuEntryLink key={e.key} entry={e} count={countOf(e.badge)} nested />
          ))}
        </List>
      </Collapse>
    </>
  );
}
