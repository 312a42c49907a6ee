import { useEffect } from 'react';

/**
 * Push for the whole app, started once the first page is on screen: its code (Capacitor, the service
 * worker's registration) comes in a chunk of its own, so no page waits for it.
 */
export function usePushNotifications(navigate: (path: string) => void) {
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    import('./start-push.ts')
      .then(({ startPush }) => {
        if (!stopped) stop = startPush(navigate);
      })
      .catch((error) => console.warn('Push notifications could not start:', error));
    return () => {
      stopped = true;
      stop();
    };
  }, [navigate]);
}
