import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state of a menu that closes by itself on every route change: it remembers the
 * location it was opened at and counts as open only while that location is current.
 */
export function useOpenUntilNavigation() {
  const location = useLocation();
  const here = `${location.key}${location.pathname}${location.search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? here : null), [here]);
  const toggle = useCallback(() => setOpenAt((current) => (current === here ? null : here)), [here]);
  return { open, setOpen, toggle };
}

/** While `open`, Escape anywhere on the page calls `close`. */
export function useCloseOnEscape(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
}
