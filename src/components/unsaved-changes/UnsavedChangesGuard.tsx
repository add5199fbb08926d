import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/** A click that follows a link of this app to another page (not a new tab, not a download). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target === '_blank' ||
    link.hasAttribute('download')
  )
    return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  return to.pathname === window.location.pathname && to.search === window.location.search
    ? null
    : link;
}

/**
 * Asks before unsaved changes are lost: closing or reloading the tab (the browser's own prompt)
 * and following a link of the app (a dialog; "Leave" follows it). The app's router is not a data
 * router, so react-router's blocker is not available; links are caught before the router sees
 * the click. The browser's back button is not caught.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const translate = useTranslate();
  const [pending, setPending] = useState<HTMLAnchorElement | null>(null);
  const letThrough = useRef(false);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (letThrough.current) return;
      const link = leavingLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(link);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  const leave = () => {
    const link = pending;
    setPending(null);
    if (!link) return;
    letThrough.current = true;
    link.click();
    letThrough.current = false;
  };

  return (
    <Dialog
      open={pending !== null}
      onClose={() => setPending(null)}
      aria-labelledby="unsaved-title"
    >
      <DialogTitle id="unsaved-title">{translate('app.results.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.results.unsaved.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setPending(null)}>{translate('app.results.unsaved.stay')}</Button>
        <Button color="error" onClick={leave}>
          {translate('app.results.unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
