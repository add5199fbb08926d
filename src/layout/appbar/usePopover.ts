import { useCallback, useState, type MouseEvent } from 'react';

/** Anchor state of a top-bar menu or popover: open from its button, close on choice or escape. */
export function usePopover() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = useCallback((e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget), []);
  const close = useCallback(() => setAnchor(null), []);
  return { anchor, isOpen: anchor !== null, open, close };
}
