import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { usePushNotifications } from '#web/features/push/index.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  const navigate = useCallback((path: string) => void router.navigate(path), [router]);
  usePushNotifications(navigate);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
