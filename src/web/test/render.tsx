import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '#web/api/query-client.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { createAppRouter } from '#web/app/router.tsx';
import type { PageRoute } from '#web/app/routes.tsx';

/** Renders the whole app (frame, routes, providers) at the given hash path; `table` replaces the route table. */
export function renderApp(path = '/', table?: PageRoute[]) {
  window.location.hash = `#${path}`;
  const router = createAppRouter(table);
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
