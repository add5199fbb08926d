import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LinkBase, ResourceContextProvider, useTranslate, type ResourceProps } from 'react-admin';
import {
  bloodGroup,
  gender,
  maritalStatus,
  religion,
  type BasicListName,
} from '../../../resources.config';
import type { Resource } from '../../../schema';
import { resourceKey } from '../../config';
import { GenericList } from '../generic';

const LISTS: readonly Resource[] = [religion, gender, bloodGroup, maritalStatus];

/**
 * The basic lists (/user/basic) on one screen: a tab per list, each its generated list with
 * create, edit, the active switch and drag-to-reorder. A tab is the list's own route, so a list
 * reached after saving one of its rows opens on its tab.
 */
export function BasicListsPage({ current = 'religion' }: { current?: BasicListName }) {
  const translate = useTranslate();
  const shown = LISTS.find((r) => r.name === current) ?? religion;
  return (
    <>
      <Tabs value={shown.name} variant="scrollable" aria-label={translate('app.basicLists.title')}>
        {LISTS.map((r) => (
          <Tab
            key={r.name}
            value={r.name}
            label={translate(`resources.${r.name}.name`, { smart_count: 2 })}
            component={LinkBase}
            to={`/${resourceKey(r)}`}
          />
        ))}
      </Tabs>
      <ResourceContextProvider value={resourceKey(shown)}>
        <GenericList key={shown.name} r={shown} title="app.basicLists.title" />
      </ResourceContextProvider>
    </>
  );
}

/** Each list's screen is the tabbed page, opened on its tab. */
export const basicListOverrides = (name: BasicListName): Partial<ResourceProps> => ({
  list: <BasicListsPage current={name} />,
});
