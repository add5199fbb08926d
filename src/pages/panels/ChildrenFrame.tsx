import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { PanelPage } from './PanelPage';
import { PanelState } from './PanelState';
import { useChildren } from './useChildren';

/**
 * A parent's page about their linked children (the server scopes students to the parent's own):
 * loading, error and "no children" said once, the page's content given the children.
 */
export function ChildrenFrame({
  title,
  children,
}: {
  title: string;
  children: (linked: RaRecord[]) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useChildren();
  return (
    <PanelPage title={title}>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={(data?.length ?? 0) === 0}
        emptyText={translate('app.panels.children_empty')}
        onRetry={() => void refetch()}
      >
        {data && children(data)}
      </PanelState>
    </PanelPage>
  );
}
