import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { usePushNotifications } from '#web/features/push/index.ts';
import { ownedStore } from '#web/state/owned.ts';
import { whenPageSettled } from '#web/state/page-settled.ts';
import { sessionStore } from '#web/state/session.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  const navigate = useCallback((path: string) => void router.navigate(path), [router]);
  usePushNotifications(navigate);
  useEffect(followReaderCopies, []);
  useEffect(registerAppShell, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * The device's reader copies follow the account (the reader's cleanup.ts). Their code comes once the
 * first page is on screen; a sign-out or a refund meanwhile is acted on once it is here.
 */
function followReaderCopies() {
  const since = { client: sessionStore.get().id, owned: ownedStore.get() };
  let stop: (() => void) | undefined;
  let stopped = false;
  void whenPageSettled()
    .then(() => import('#web/features/reader/index.ts'))
    .then(({ startReaderCopies }) => {
      if (!stopped) stop = startReaderCopies(since);
    });
  return () => {
    stopped = true;
    stop?.();
  };
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
