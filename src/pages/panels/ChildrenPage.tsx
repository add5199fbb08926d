import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChildCard } from './ChildCard';
import { PanelPage } from './PanelPage';
import { PanelState } from './PanelState';
import { useChildren } from './useChildren';

/**
 * /parent/children: each child linked to the parent (the server scopes students to the parent's
 * own children) with their courses. The original left this page empty; SPEC 2 names it.
 */
export function ChildrenPage() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useChildren();
  return (
    <PanelPage title={translate('app.panels.children')}>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={(data?.length ?? 0) === 0}
        emptyText={translate('app.panels.children_empty')}
        onRetry={() => void refetch()}
      >
        <Grid container spacing={2}>
          {data?.map((child) => (
            <Grid key={child.id} size={{ xs: 12, md: 6 }}>
              <ChildCard child={child} />
            </Grid>
          ))}
        </Grid>
      </PanelState>
    </PanelPage>
  );
}
