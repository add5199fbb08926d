import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  ColumnsButton,
  CreateButton,
  FilterButton,
  TopToolbar,
  useCanAccess,
  useResourceContext,
} from 'react-admin';
import type { ReactNode } from 'react';
import type { Resource } from '../../../../schema';
import { ArrangeOrderButton } from './ArrangeOrderButton';
import { ServerExportButton } from './ServerExportButton';

/**
 * Filter (with the saved queries of react-admin's filter menu), the column chooser on wide
 * screens (phones show cards, which have no columns), create (when the config offers it), export,
 * and arrange where the config declares it; `children` are a resource's own buttons, after those.
 */
export function ListActions({ r, children }: { r: Resource; children?: ReactNode }) {
  const resource = useResourceContext() ?? r.name;
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canUpdate } = useCanAccess({ action: 'edit', resource });
  const arrange = r.arrangeOrder;
  return (
    <TopToolbar>
      <FilterButton />
      {!small && <ColumnsButton />}
      {r.operations.includes('create') && <CreateButton />}
      <ServerExportButton r={r} />
      {arrange && canUpdate && <ArrangeOrderButton r={{ ...r, arrangeOrder: arrange }} />}
      {children}
    </TopToolbar>
  );
}
