import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '#web/components/Spinner.tsx';
import { pageCodeLoaded } from '#web/state/new-version.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { ClientOnly, GuestOnly } from './guards.tsx';
import { Layout } from './layout/Layout.tsx';
import { Placeholder } from './Placeholder.tsx';
import { type Access, type PageRoute, routes } from './routes.tsx';

function toRouteObject(route: Omit<PageRoute, 'access'>): RouteObject {
  const { path, name, page, caseSensitive, children } = route;
  const base: RouteObject = {
    path,
    caseSensitive,
    children: children?.map(toRouteObject),
  };
  if (page) {
    base.lazy = async () => {
      const { default: Component } = await page();
      pageCodeLoaded();
      return { Component };
    };
  } else {
    base.element = <Placeholder name={name} />;
  }
  return base;
}

const inShopFrame = (route: PageRoute) => (route.frame ?? 'shop') === 'shop';

function routesWith(access: Access, table: PageRoute[]): RouteObject[] {
  return table.filter((r) => inShopFrame(r) && (r.access ?? 'public') === access).map(toRouteObject);
}

/** The route tree: the frame around every page, the guards, and home for any unknown path. */
export function buildRouteObjects(table: PageRoute[] = routes): RouteObject[] {
  const ownFrames = table
    .filter((route) => !inShopFrame(route))
    .map((route) => ({ ...toRouteObject(route), errorElement: <ErrorScreen /> }));
  return [
    {
      element: <Layout />,
      errorElement: <ErrorScreen />,
      // While the first page's code loads.
      hydrateFallbackElement: <Spinner size="lg" className="min-h-screen" />,
      children: [
        {
          // Inside the frame, so a page that fails still shows the menu around the error.
          errorElement: <ErrorScreen />,
          children: [
            ...routesWith('public', table),
            { element: <GuestOnly />, children: routesWith('guest', table) },
            { element: <ClientOnly />, children: routesWith('client', table) },
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
    ...ownFrames,
  ];
}

export function createAppRouter(table: PageRoute[] = routes) {
  return createHashRouter(buildRouteObjects(table));
}
