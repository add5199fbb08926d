import type { ReactNode } from 'react';
import { Create, Loading, useCanAccess, type CreateProps } from 'react-admin';

type AppCreateProps = Omit<CreateProps, 'authLoading' | 'loading' | 'children'> & {
  children: ReactNode;
};

/** The form once the user may create here; a refusal is sent on by react-admin's own check. */
function WhenMayCreate({ children }: { children: ReactNode }) {
  const { canAccess } = useCanAccess({ action: 'create' });
  return canAccess === true ? children : <Loading />;
}

/**
 * `<Create>` that shows its form once the access check it subscribes to has passed. See
 * ./index.ts for why.
 */
export function AppCreate({ children, ...props }: AppCreateProps) {
  return (
    <Create {...props} authLoading={false}>
      <WhenMayCreate>{children}</WhenMayCreate>
    </Create>
  );
}
