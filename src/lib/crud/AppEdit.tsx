import type { ReactNode } from 'react';
import { Edit, Loading, type EditProps } from 'react-admin';

type AppEditProps = Omit<EditProps, 'authLoading' | 'loading' | 'render' | 'children'> & {
  children: ReactNode;
};

/**
 * `<Edit>` that shows its form once the record is there, and the loading screen while it is
 * fetched (the fetch starts only once access is granted). See ./index.ts for why.
 */
export function AppEdit({ children, ...props }: AppEditProps) {
  return (
    <Edit
      {...props}
      authLoading={false}
      render={({ record, isPending }) => (record ? children : isPending ? <Loading /> : null)}
    />
  );
}
