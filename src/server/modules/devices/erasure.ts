import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { devices } from '#server/db/schema/devices.ts';
import type { ClientErasure } from '#server/services/client-erasure.ts';

/** An erased reader's devices and their push keys (decision 085): no notification reaches them again. */
export async function eraseDevicesOf(tx: Db, { clientId }: ClientErasure): Promise<void> {
  await tx.delete(devices).where(eq(devices.clientId, clientId));
}
