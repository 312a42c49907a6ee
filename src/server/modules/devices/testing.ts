import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { devices } from '#server/db/schema/devices.ts';

/* What other modules' tests check of the devices. */

/** How many devices are registered with `token` (0 once a push service said it is gone). */
export const countDevices = (db: Db, token: string) => db.$count(devices, eq(devices.token, token));

/** The module's tables, for tests that arrange or read rows directly. */
export { devices } from '#server/db/schema/devices.ts';
