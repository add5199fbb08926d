import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import { resources } from '../../../resources.config';
import { buildMenu, filterMenu } from './buildMenu';
import { pageEntries } from '../../../schema/menu-pages';
import type { MenuSection } from './types';
import { useAllowedKeys } from './useAllowedKeys';

const sections = buildMenu(resources, pageEntries);
const entries = sections.flatMap((s) => s.entries);

/** The sidebar's groups and entries that the signed-in user may open. */
export function useVisibleMenu(): MenuSection[] {
  const allowed = useAllowedKeys(entries);
  const kind = useGetIdentity().identity?.kind as string | undefined;
  return useMemo(() => filterMenu(sections, allowed, kind), [allowed, kind]);
}
