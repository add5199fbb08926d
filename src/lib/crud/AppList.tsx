import { List, type ListProps } from 'react-admin';

/**
 * `<List>` that waits on its own loading state (its rows are fetched only once access is
 * granted) rather than on the pending-check screen. See ./index.ts for why.
 */
export function AppList(props: Omit<ListProps, 'authLoading'>) {
  return <List {...props} authLoading={false} />;
}
