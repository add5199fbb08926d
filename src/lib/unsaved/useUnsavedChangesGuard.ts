import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { guardHistory } from './historyGuard';

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
 * While `dirty`: following a link of the app or the browser's back and forward buttons ask first
 * (react-admin's own "unsaved changes" text), and closing or reloading the tab gets the browser's
 * warning. For every form of the app: generated forms get it through UnsavedChangesWarning.
 *
 * The app runs in a BrowserRouter, not a data router, so react-router's blocker (and
 * react-admin's `warnWhenUnsavedChanges` over it) throws there. Links are caught instead, in the
 * capture phase, before the router's own click handler sees them; back and forward moves through
 * ./historyGuard.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const translate = useTranslate();
  useEffect(() => {
    if (!dirty) return;
    const message = translate('ra.message.unsaved_changes');
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const ask = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', ask, true);
    const unguardHistory = guardHistory(() => !window.confirm(message));
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', ask, true);
      unguardHistory();
    };
  }, [dirty, translate]);
}
