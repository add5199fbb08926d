import type { ReactNode } from 'react';
import { Loading, Show, type ShowProps } from 'react-admin';

type AppShowProps = Omit<ShowProps, 'authLoading' | 'loading' | 'render' | 'children'> & {
  children: ReactNode;
};

/**
 * `<Show>` that shows its content once the record is there, and the loading screen while it is
 * fetched (the fetch starts only once access is granted). See ./index.ts for why.
 */
export function AppShow({ children, ...props }: AppShowProps) {
  return (
    <Show
      {...props}
      authLoading={false}
      render={({ record, isPending }) => (record ? children : isPending ? <Loading /> : null)}
    />
  );
}
