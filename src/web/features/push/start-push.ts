import { Capacitor } from '@capacitor/core';
import { showPushToast } from './PushToast.tsx';
import { keepWebPushCurrent, startNativeShell } from './push-startup.ts';

/** The shell's platform when the shop runs inside the native app; undefined in a browser. */
export function nativePlatform(): 'android' | 'ios' | undefined {
  if (!Capacitor.isNativePlatform()) return undefined;
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : undefined;
}

/** Push for the whole app: the native plugin inside the shell (spec §4), Web Push in a browser. Returns the clean-up. */
export function startPush(navigate: (path: string) => void): () => void {
  const platform = nativePlatform();
  if (!platform) return keepWebPushCurrent();
  let stop = () => {};
  let stopped = false;
  // Loaded only inside the shell: browsers never download the plugin.
  void import('@capacitor/push-notifications').then(({ PushNotifications }) => {
    if (stopped) return;
    stop = startNativeShell({
      plugin: PushNotifications,
      platform,
      showToast: showPushToast,
      navigate,
    }).stop;
  });
  return () => {
    stopped = true;
    stop();
  };
}
