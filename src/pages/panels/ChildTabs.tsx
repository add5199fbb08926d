import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { PanelState } from './PanelState';
import { useChildren } from './useChildren';

/** A parent's page: one tab per linked child (none when there is only one), then `render`. */
export function ChildTabs({ render }: { render: (child: RaRecord) => ReactNode }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useChildren();
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, (data?.length ?? 1) - 1);
  const child = data?.[index];
  return (
    <PanelState
      isPending={isPending}
      error={error}
      isEmpty={(data?.length ?? 0) === 0}
      emptyText={translate('app.panels.children_empty')}
      onRetry={() => void refetch()}
    >
      {data && data.length > 1 && (
        <Tabs
          value={index}
          onChange={(_, next: number) => setChosen(next)}
          aria-label={translate('app.panels.child_tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          {data.map((c) => (
            <Tab key={c.id} label={String(c.full_name)} />
          ))}
        </Tabs>
      )}
      {child && render(child)}
    </PanelState>
  );
}
