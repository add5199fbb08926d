import { useFormState } from 'react-hook-form';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * Put inside a react-admin form (`SimpleForm`, `Form`…): leaving it with typed data asks first.
 * react-admin's `warnWhenUnsavedChanges` needs a data router, which the app does not use.
 * A submitted form is left without asking: saving redirects on its own.
 */
export function UnsavedChangesWarning() {
  const { isDirty, isSubmitting, isSubmitSuccessful } = useFormState();
  useUnsavedChangesGuard(isDirty && !isSubmitting && !isSubmitSuccessful);
  return null;
}
