import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissStaleToasts } from './toast.ts';

/**
 * Closes the toasts of the page left when another page opens: a toast does not follow the reader
 * or the member from page to page (one raised by the action that opened the page stays).
 */
export function useToastsStayOnTheirPage() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dismissStaleToasts();
  }, [pathname]);
}
