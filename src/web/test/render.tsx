import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import {
  createHashRouter,
  createMemoryRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import { createQueryClient } from '#web/api/query-client.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { buildRouteObjects } from '#web/app/router.tsx';
import { routes } from '#web/app/routes.tsx';

/*
 * How the web tests put the app on screen, from the heaviest to the lightest: the whole app, its
 * routes without the frame, some pages alone, one component. Pages are given by the test (path →
 * page); other routes show their placeholder heading, so no test waits for code it does not test.
 */

/** Page components by route path, e.g. `{ '/books': LibraryPage }`. */
export type Pages = Record<string, ComponentType>;

function renderRouter(path: string, routeObjects: RouteObject[]) {
  window.location.hash = `#${path}`;
  const router = createHashRouter(routeObjects);
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The app's route table (paths, guards), showing the given pages and every other route's placeholder. */
function appRoutes(pages: Pages): RouteObject[] {
  const table = routes.map(({ page: _page, ...route }) => {
    const Page = pages[route.path];
    return Page ? { ...route, page: async () => ({ default: Page }) } : route;
  });
  return buildRouteObjects(table);
}

/** Stands in for the frame: only the page, in its `main` landmark. */
const bareFrame = (
  <main>
    <Outlet />
  </main>
);

/**
 * The whole app (frame, guards, providers) at the given hash path. For tests about the frame, or
 * about what a page changes in it (badges, the profile menu).
 */
export function renderApp(path = '/', pages: Pages = {}) {
  return renderRouter(path, appRoutes(pages));
}

/**
 * The app's routes and guards without its frame (header, menu, footer and the calls they make),
 * at the given hash path. For tests that follow the reader from page to page.
 */
export function renderRoutes(path: string, pages: Pages) {
  const [frame] = appRoutes(pages);
  return renderRouter(path, [{ ...frame, element: bareFrame }]);
}

/**
 * Pages alone: the app's providers (queries, translations, toasts) and a hash router holding only
 * the given pages, at the given hash path. Any other path shows an empty `main`, so a page may
 * send the reader elsewhere. For tests about what one page shows and does.
 */
export function renderPage(path: string, pages: Pages) {
  const children = Object.entries(pages).map(([route, Component]) => ({ path: route, Component }));
  return renderRouter(path, [{ element: bareFrame, children: [...children, { path: '*', element: null }] }]);
}

/** A component with the app's providers, inside a router at `path` (in memory: the hash is left alone). */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
