import { useEffect, type RefObject } from 'react';

/** Ctrl+/ (cmd+/ on a Mac) focuses the search box. */
export function useFocusShortcut(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key === '/') {
        e.preventDefault();
        target.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [target]);
}
