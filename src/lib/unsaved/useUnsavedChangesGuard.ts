import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

/**
 * For custom pages that hold edits outside a react-admin form (grids of marks, attendance, a
 * conversion table): while `dirty`, leaving the page in the app asks first (react-admin's own
 * "unsaved changes" text), and closing or reloading the tab gets the browser's warning.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
  }, [blocker, translate]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
