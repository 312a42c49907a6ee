/* The push devices' constants, apart from their schemas: the web's push code reads them without loading zod. */

/** Platforms: `Desktop` is what the web sends (spec §3); native shells send Capacitor's platform name. */
export const DEVICE_TYPES = ['Desktop', 'android', 'ios'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const WEB_DEVICE_TYPE: DeviceType = 'Desktop';

/** Web push tokens are refreshed this often (spec §9). */
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
