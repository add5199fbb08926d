import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { ChildrenFrame } from './ChildrenFrame';

/** Tabs of the linked children (none for an only child), and the chosen child's content. */
function ChildTabs({
  linked,
  children,
}: {
  linked: RaRecord[];
  children: (child: RaRecord) => ReactNode;
}) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(linked.length - 1, 0));
  const child = linked[index];
  return (
    <>
      {linked.length > 1 && (
        <Tabs
          value={index}
          onChange={(_, next: number) => setChosen(next)}
          aria-label={translate('app.panels.child_tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          {linked.map((c) => (
            <Tab key={c.id} label={String(c.full_name)} />
          ))}
        </Tabs>
      )}
      {child && children(child)}
    </>
  );
}

/** A parent's page about each linked child, one tab per child. */
export function ChildTabsPage({
  title,
  children,
}: {
  title: string;
  children: (child: RaRecord) => ReactNode;
}) {
  return (
    <ChildrenFrame title={title}>
      {(linked) => <ChildTabs linked={linked}>{children}</ChildTabs>}
    </ChildrenFrame>
  );
}
