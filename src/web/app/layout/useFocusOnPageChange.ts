import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to another page (a new path, not new search parameters of the same page), the
 * keyboard's and the screen reader's place moves to the new page's content, as a page load would put
 * it at the top: the link that led there is gone or in the menu. A page that has put the focus in its
 * content itself (a form's first field) keeps it, and the first page of a visit is left alone.
 */
export function useFocusOnPageChange(contentId: string) {
  const { pathname } = useLocation();
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    const content = document.getElementById(contentId);
    if (!content || content.contains(document.activeElement)) return;
    // Where the page is shown is the scroll restoration's business (top, or the old place on back).
    content.focus({ preventScroll: true });
  }, [pathname, contentId]);
}
