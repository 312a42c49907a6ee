import type { Db } from '#server/db/client.ts';
import { codRiskSettings } from '#server/db/schema/cod-risk.ts';
import type { CodRiskSettings, CodRiskSettingsBody } from '#shared/contract/cod-risk.ts';

/* The module's settings (decision 103): both rules off until an admin sets them. */

type Reader = Pick<Db, 'select'>;

export async function readCodRiskSettings(db: Reader): Promise<CodRiskSettings> {
  const [row] = await db.select().from(codRiskSettings);
  return { prepay_above_cents: row?.prepayAboveCents ?? null, max_returns: row?.maxReturns ?? null };
}

/** Saves what `body` gives; a null turns its rule off. */
export async function saveCodRiskSettings(db: Db, body: CodRiskSettingsBody): Promise<void> {
  const set = {
    ...(body.prepay_above_cents !== undefined ? { prepayAboveCents: body.prepay_above_cents } : {}),
    ...(body.max_returns !== undefined ? { maxReturns: body.max_returns } : {}),
  };
  await db
    .insert(codRiskSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: codRiskSettings.id, set: { ...set, updatedAt: new Date() } });
}
