import type { Db } from '#server/db/client.ts';
import type { CodGateRequest, CodRefusal } from '#server/modules/orders/index.ts';
import { countsOf, keysOf } from './history.ts';
import { codRiskMessages as m } from './messages.ts';
import { readCodRiskSettings } from './settings.ts';

/*
 * Whether an order may be paid on delivery (decision 103), asked by orders when it quotes or places a
 * printed order: not above the prepayment amount, nor for a phone or address that has had as many COD
 * parcels returned or refused as the setting allows. The returns refusal names neither.
 */

export async function codRefusal(db: Db, request: CodGateRequest): Promise<CodRefusal | null> {
  const settings = await readCodRiskSettings(db);
  if (settings.prepay_above_cents !== null && request.amountCents > settings.prepay_above_cents) {
    return { code: 'cod_amount_limit', message: m.amountLimit(settings.prepay_above_cents) };
  }
  if (settings.max_returns === null) return null;
  const keys = await keysOf(db, { ...request, clientId: null });
  if (!keys.phone && !keys.address) return null;
  const counts = await countsOf(db, keys);
  const failed = (c: { returned: number; refused: number }) => c.returned + c.refused;
  if (Math.max(failed(counts.phone), failed(counts.address)) >= settings.max_returns) {
    return { code: 'cod_returns_limit', message: m.returnsLimit };
  }
  return null;
}
