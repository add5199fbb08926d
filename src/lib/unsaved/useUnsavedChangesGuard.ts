import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** A click that follows a link of this app to another page (not a new tab, not a download). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target === '_blank' || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  return to.pathname === window.location.pathname ? null : link;
}

/**
 * For custom pages that hold edits outside a react-admin form (grids of marks, attendance, a
 * conversion table): while `dirty`, following a link of the app asks first (react-admin's own
 * "unsaved changes" text), and closing or reloading the tab gets the browser's warning.
 *
 * The app runs in a BrowserRouter, not a data router, so react-router's blocker (and
 * react-admin's useBlocker over it) throws there. Links are caught instead, in the capture phase,
 * before the router's own click handler sees them. The browser's back button is not caught.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const translate = useTranslate();
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const ask = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(translate('ra.message.unsaved_changes'))) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', ask, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', ask, true);
    };
  }, [dirty, translate]);
}
