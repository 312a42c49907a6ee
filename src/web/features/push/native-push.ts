import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import { notificationPath } from './paths.ts';

/** Spec §8: raised when the user has not granted notifications; registration is then skipped. */
export const PERMISSION_DENIED = 'Client denied permissions!';

/** The part of `@capacitor/push-notifications` the shell uses: tests hand in their own. */
export type PushPlugin = Pick<
  PushNotificationsPlugin,
  'checkPermissions' | 'requestPermissions' | 'register' | 'addListener' | 'removeAllListeners'
>;

export type NativePushHandlers = {
  /** Registers the device's token with the shop (POST /devices). */
  registerToken(token: string): Promise<void>;
  /** A notification that arrived while the app is open. */
  showToast(title: string, body: string): void;
  /** A tapped notification (or one of its actions) opens this page. */
  navigate(path: string): void;
  log(message: string, detail?: unknown): void;
};

/** Asks only when the platform still may ('prompt'); throws PERMISSION_DENIED unless granted. */
export async function ensurePushPermission(plugin: PushPlugin): Promise<void> {
  let status = await plugin.checkPermissions();
  if (status.receive === 'prompt' || status.receive === 'prompt-with-rationale') {
    status = await plugin.requestPermissions();
  }
  if (status.receive !== 'granted') throw new Error(PERMISSION_DENIED);
}

async function listenForNotifications(plugin: PushPlugin, handlers: NativePushHandlers) {
  await plugin.addListener('pushNotificationReceived', (notification) => {
    handlers.showToast(notification.title ?? '', notification.body ?? '');
  });
  await plugin.addListener('pushNotificationActionPerformed', (action) => {
    const path = notificationPath(action.notification.data);
    if (path) handlers.navigate(path);
  });
}

/**
 * Resolves once the platform answers the registration: true when the token reached the shop, false
 * when the token could not be had or registered (logged, spec §8). Later tokens (the platform
 * rotates them) are registered by the same listener.
 */
async function listenForToken(
  plugin: PushPlugin,
  handlers: NativePushHandlers,
): Promise<{ outcome: Promise<boolean> }> {
  let settle: (ok: boolean) => void = () => {};
  const outcome = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  await plugin.addListener('registration', async ({ value }) => {
    try {
      await handlers.registerToken(value);
      settle(true);
    } catch (error) {
      handlers.log('Push token could not be registered', error);
      settle(false);
    }
  });
  await plugin.addListener('registrationError', (error) => {
    handlers.log('Push token could not be obtained', error);
    settle(false);
  });
  // Wrapped: an async function returning the bare promise would make its caller wait for the token.
  return { outcome };
}

/**
 * The native shell's push start-up (spec §4): permission first, then the listeners, then the
 * registration with the platform's push service.
 */
export async function startNativePush(plugin: PushPlugin, handlers: NativePushHandlers): Promise<boolean> {
  await ensurePushPermission(plugin);
  await listenForNotifications(plugin, handlers);
  const { outcome } = await listenForToken(plugin, handlers);
  try {
    await plugin.register();
  } catch (error) {
    handlers.log('Push registration failed', error);
    return false;
  }
  return outcome;
}
