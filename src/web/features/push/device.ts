import type { DeviceType } from '#shared/contract/device-limits.ts';
import type { DeviceBody, PushKeys } from '#shared/contract/devices.ts';
import { api } from '#web/api/client.ts';
import { isLoggedIn, sessionStore } from '#web/state/session.ts';

const SERIAL_KEY = 'push-device';

/** A random id of this installation, kept in local storage: the spec's `serial` of the device. */
export function deviceSerial(): string {
  try {
    const stored = window.localStorage.getItem(SERIAL_KEY);
    if (stored) return stored;
    const serial = crypto.randomUUID();
    window.localStorage.setItem(SERIAL_KEY, serial);
    return serial;
  } catch {
    return crypto.randomUUID();
  }
}

/** The logged-in client's id, or null (spec §3: client_id is null when nobody is logged in). */
export function currentClientId(): number | null {
  const session = sessionStore.get();
  return isLoggedIn(session) ? session.id : null;
}

/** `POST /devices` (spec §7) for this device, quietly: callers decide what a failure means. */
export async function registerDevice(device: { token: string; type: DeviceType; keys?: PushKeys }) {
  const body: DeviceBody = {
    token: device.token,
    name: navigator.userAgent.slice(0, 200),
    type: device.type,
    serial: deviceSerial(),
    client_id: currentClientId(),
    keys: device.keys,
  };
  await api('POST /devices', { body, quiet: true });
  return body.client_id ?? null;
}
