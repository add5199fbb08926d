import { useEffect } from 'react';

/**
 * While there are unsaved changes, the browser asks before the page is left or reloaded. (The
 * app's router is not a data router, so in-app links cannot be held: react-router's useBlocker,
 * and src/lib/unsaved with it, throws outside one. The page asks itself before it switches to
 * another class.)
 */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
