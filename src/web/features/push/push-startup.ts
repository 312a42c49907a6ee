import type { DeviceType } from '#shared/contract/device-limits.ts';
import { sessionStore } from '#web/state/session.ts';
import { currentClientId, registerDevice } from './device.ts';
import { type NativePushHandlers, type PushPlugin, startNativePush } from './native-push.ts';
import { refreshWebPush, registerServiceWorker, webPushSupported } from './web-push.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Calls `onChange` when the logged-in client changes (login, logout), not on other session edits. */
function onClientChange(onChange: () => void): () => void {
  let clientId = currentClientId();
  return sessionStore.subscribe(() => {
    const next = currentClientId();
    if (next === clientId) return;
    clientId = next;
    onChange();
  });
}

/**
 * The browser: registers the service worker (no prompt), then keeps an opted-in subscription's
 * registration current at start, hourly, and on login and logout. Returns the clean-up.
 */
export function keepWebPushCurrent(): () => void {
  if (!webPushSupported()) return () => {};
  registerServiceWorker()
    .then(() => refreshWebPush())
    .catch((error) => console.warn('Service worker registration failed:', error));
  const timer = window.setInterval(() => void refreshWebPush(), HOUR_MS);
  const stopFollowing = onClientChange(() => void refreshWebPush());
  return () => {
    window.clearInterval(timer);
    stopFollowing();
  };
}

export type NativeShell = {
  plugin: PushPlugin;
  platform: DeviceType;
  showToast: NativePushHandlers['showToast'];
  navigate: NativePushHandlers['navigate'];
};

/**
 * The native shell: spec §4's start-up, then the token registered again whenever the client changes,
 * so the device follows whoever is logged in. Resolves to startNativePush's outcome; a denied
 * permission is logged (the registration is skipped). Returns the clean-up at once.
 */
export function startNativeShell(shell: NativeShell): { stop(): void; started: Promise<boolean> } {
  let lastToken: string | undefined;
  const registerToken = async (token: string) => {
    lastToken = token;
    await registerDevice({ token, type: shell.platform });
  };
  const log = (message: string, detail?: unknown) => console.error(message, detail);
  const started = startNativePush(shell.plugin, {
    registerToken,
    showToast: shell.showToast,
    navigate: shell.navigate,
    log,
  }).catch((error: unknown) => {
    log('Push notifications are off:', error instanceof Error ? error.message : error);
    return false;
  });
  const stopFollowing = onClientChange(() => {
    if (lastToken)
      registerToken(lastToken).catch((error) => log('Push token could not be registered', error));
  });
  return {
    started,
    stop() {
      stopFollowing();
      void shell.plugin.removeAllListeners();
    },
  };
}
