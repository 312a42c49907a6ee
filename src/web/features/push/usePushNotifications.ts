import { useEffect } from 'react';
import { whenPageSettled } from '#web/state/page-settled.ts';

/**
 * Push for the whole app, started once the first page is on screen with its data (page-settled.ts):
 * its code (Capacitor, the service worker's registration) comes in a chunk of its own, so no page
 * waits for it.
 */
export function usePushNotifications(navigate: (path: string) => void) {
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    whenPageSettled()
      .then(() => (stopped ? undefined : import('./start-push.ts')))
      .then((module) => {
        if (!module) return;
        const { startPush } = module;
        if (!stopped) stop = startPush(navigate);
      })
      .catch((error) => console.warn('Push notifications could not start:', error));
    return () => {
      stopped = true;
      stop();
    };
  }, [navigate]);
}
