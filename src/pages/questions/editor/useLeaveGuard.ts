import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Unsaved changes are not lost by leaving: closing or reloading the tab asks the browser's
 * question, and a click on a link to another page of the app (the sidebar, a breadcrumb) asks
 * first. The app's router is not a data router, so react-router's blocker is not available.
 */
export function useLeaveGuard(dirty: boolean): void {
  const translate = useTranslate();
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      if (link.pathname === window.location.pathname) return;
      if (!window.confirm(translate('ra.message.unsaved_changes'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, translate]);
}
