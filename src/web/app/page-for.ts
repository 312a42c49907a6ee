import { type PageModule, type PageRoute, routes } from './routes.tsx';

/** Whether a route path (`/book-details/:id?`, `/staff/*`) matches the path's segments. */
function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  for (const [index, part] of parts.entries()) {
    if (part === '*') return true;
    const segment = segments[index];
    if (part.startsWith(':')) {
      if (segment === undefined && !part.endsWith('?')) return false;
      continue;
    }
    // Matching is case-insensitive, as in the router.
    if (segment?.toLowerCase() !== part.toLowerCase()) return false;
  }
  return segments.length <= parts.length;
}

/**
 * The loader of the page a hash address opens (`#/book-details/3` → the book details page), or
 * undefined when no route has a page there. The router asks for the same module later, and the
 * browser fetches it once.
 */
export function pageFor(hash: string, table: PageRoute[] = routes): (() => Promise<PageModule>) | undefined {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  const segments = path.split('/').filter(Boolean);
  return table.find((route) => route.page && matches(route.path, segments))?.page;
}
