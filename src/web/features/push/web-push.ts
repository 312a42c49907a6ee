import { PUSH_REFRESH_MS, WEB_DEVICE_TYPE } from '#shared/contract/device-limits.ts';
import { api } from '#web/api/client.ts';
import { isFiniteNumber, isRecord } from '#web/state/checks.ts';
import { createPersistedStore } from '#web/state/persisted.ts';
import { currentClientId, registerDevice } from './device.ts';

/*
 * Standard Web Push in the browser: the service worker at /sw.js shows the messages; this file
 * subscribes (only after the reader asked, from a click) and keeps the shop's record of the
 * subscription current: new endpoint, another client, or older than 7 days (spec §9).
 */

export const SERVICE_WORKER_URL = '/sw.js';

export type PushRecord = { endpoint: string; clientId: number | null; registeredAt: number } | null;

function readRecord(raw: unknown): PushRecord | undefined {
  if (raw === null) return null;
  if (!isRecord(raw)) return undefined;
  const { endpoint, clientId, registeredAt } = raw;
  if (typeof endpoint !== 'string' || !isFiniteNumber(registeredAt)) return undefined;
  if (clientId !== null && !isFiniteNumber(clientId)) return undefined;
  return { endpoint, clientId, registeredAt };
}

/** What the shop last registered for this browser; null until the reader turns notifications on. */
export const pushRecordStore = createPersistedStore<PushRecord>('push', null, readRecord);

export function webPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext === true &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Whether the shop should hear of this subscription again. */
export function registrationDue(
  record: PushRecord,
  subscription: { endpoint: string },
  clientId: number | null,
  now: number,
): boolean {
  if (!record) return true;
  return (
    record.endpoint !== subscription.endpoint ||
    record.clientId !== clientId ||
    now - record.registeredAt >= PUSH_REFRESH_MS
  );
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL);
}

/** Subscribing needs an active worker, not just a registered one. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await registerServiceWorker();
  return navigator.serviceWorker.ready;
}

async function vapidPublicKey(): Promise<string> {
  const answer = await api('GET /devices/vapid-public-key', { quiet: true });
  return answer.data.public_key;
}

/** The browser's subscription; a fresh one when there is none or it expires before the next refresh. */
async function currentSubscription(now: number): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const existing = await registration.pushManager.getSubscription();
  const expiresSoon = existing?.expirationTime != null && existing.expirationTime - now < PUSH_REFRESH_MS;
  if (existing && !expiresSoon) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: await vapidPublicKey(),
  });
}

/** Subscribes if need be and tells the shop, when due (or always, when `force`). */
async function syncSubscription(options: { force: boolean }) {
  const now = Date.now();
  const subscription = await currentSubscription(now);
  const clientId = currentClientId();
  if (!options.force && !registrationDue(pushRecordStore.get(), subscription, clientId, now)) return;
  const { keys } = subscription.toJSON();
  if (!keys?.p256dh || !keys.auth) throw new Error('The push subscription has no encryption keys');
  const registeredFor = await registerDevice({
    token: subscription.endpoint,
    type: WEB_DEVICE_TYPE,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  pushRecordStore.set({ endpoint: subscription.endpoint, clientId: registeredFor, registeredAt: now });
}

export type EnableOutcome = 'subscribed' | 'denied' | 'unsupported' | 'failed';

/** The reader's 'notify me' click: the permission prompt comes from here and nowhere else. */
export async function enableWebPush(): Promise<EnableOutcome> {
  if (!webPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    await syncSubscription({ force: true });
    return 'subscribed';
  } catch (error) {
    console.error('Web Push subscription failed:', error);
    return 'failed';
  }
}

/** Keeps an opted-in browser's registration current; never prompts. */
export async function refreshWebPush(): Promise<void> {
  if (!webPushSupported() || !pushRecordStore.get() || Notification.permission !== 'granted') return;
  try {
    await syncSubscription({ force: false });
  } catch (error) {
    console.warn('Web Push refresh failed:', error);
  }
}
