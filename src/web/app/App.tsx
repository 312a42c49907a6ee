import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { usePushNotifications } from '#web/features/push/index.ts';
import { startReaderCopies } from '#web/features/reader/index.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  const navigate = useCallback((path: string) => void router.navigate(path), [router]);
  usePushNotifications(navigate);
  useEffect(startReaderCopies, []);
  useEffect(registerAppShell, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * The service worker keeps the app's shell so that an installed shop opens offline (sw.js); in built
 * code only, where the assets have their final names (the dev server's modules change as they are edited).
 */
function registerAppShell() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
