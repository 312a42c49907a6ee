import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import {
  codRemittanceLines,
  codRemittances,
  type RemittanceOutcome,
} from '#server/db/schema/cod-remittance.ts';
import { shipmentsByWaybill } from '#server/modules/carriers/index.ts';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { RemittanceCarrier, RemittanceImported } from '#shared/contract/cod-remittance.ts';
import { remittanceTexts as t } from './messages.ts';
import { readStatement } from './read-statement.ts';

/*
 * A statement imported: each line matched to the carrier's shipment by its waybill. A shipment is
 * credited once, by the first line that names it (matched, or with another amount, flagged); a later
 * line or import naming it again is `already_reconciled` and credits nothing. Imports run one at a time
 * (a transaction lock), and a unique index on the credited lines' shipment holds whatever else happens.
 */

function isCreditedTwice(error: unknown): boolean {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  while (current) {
    if (current.code === '23505' && current.constraint === 'cod_remittance_lines_credited_unique')
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

export async function importStatement(
  request: FastifyRequest,
  carrier: RemittanceCarrier,
  text: string,
): Promise<RemittanceImported> {
  const { layout, lines } = readStatement(text, carrier);
  try {
    return await staffWrite(request, null, async (tx, record) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('cod_remittance_import'))`);
      const found = await shipmentsByWaybill(
        tx,
        carrier,
        lines.map((line) => line.waybill),
      );
      const shipmentIds = [...found.values()].map((shipment) => shipment.id);
      const credited = new Set(
        shipmentIds.length === 0
          ? []
          : (
              await tx
                .select({ id: codRemittanceLines.shipmentId })
                .from(codRemittanceLines)
                .where(
                  and(
                    eq(codRemittanceLines.credited, true),
                    inArray(codRemittanceLines.shipmentId, shipmentIds),
                  ),
                )
            ).map((row) => row.id),
      );
      const rows = lines.map((line) => {
        const shipment = found.get(line.waybill);
        let outcome: RemittanceOutcome;
        if (!shipment) outcome = 'unknown_waybill';
        else if (credited.has(shipment.id)) outcome = 'already_reconciled';
        else outcome = line.amountCents === shipment.codAmountCents ? 'matched' : 'amount_differs';
        const credits = outcome === 'matched' || outcome === 'amount_differs';
        if (credits && shipment) credited.add(shipment.id);
        return { line, shipment, outcome, credits };
      });
      const creditedCents = rows.reduce((sum, row) => sum + (row.credits ? row.line.amountCents : 0), 0);
      const [remittance] = await tx
        .insert(codRemittances)
        .values({
          carrier,
          layout,
          lines: rows.length,
          creditedCents,
          importedBy: request.staff!.id,
        })
        .returning({ id: codRemittances.id });
      await tx.insert(codRemittanceLines).values(
        rows.map(({ line, shipment, outcome, credits }) => ({
          remittanceId: remittance.id,
          line: line.line,
          carrier,
          waybill: line.waybill,
          amountCents: line.amountCents,
          collectedOn: line.collectedOn,
          reference: line.reference,
          outcome,
          shipmentId: shipment?.id ?? null,
          expectedCents: shipment?.codAmountCents ?? null,
          credited: credits,
        })),
      );
      const count = (outcome: RemittanceOutcome) => rows.filter((row) => row.outcome === outcome).length;
      const counts = {
        lines: rows.length,
        matched: count('matched'),
        amount_differs: count('amount_differs'),
        unknown_waybill: count('unknown_waybill'),
        already_reconciled: count('already_reconciled'),
      };
      await record({
        action: 'import',
        entity: 'cod_remittance',
        entityId: remittance.id,
        after: { carrier, layout, ...counts, credited_cents: creditedCents },
      });
      return {
        id: remittance.id,
        carrier,
        layout,
        counts,
        credited_cents: creditedCents,
        lines: rows.map(({ line, shipment, outcome }) => ({
          line: line.line,
          waybill: line.waybill,
          amount_cents: line.amountCents,
          expected_cents: shipment?.codAmountCents ?? null,
          collected_on: line.collectedOn,
          reference: line.reference,
          outcome,
          order_id: shipment?.orderId ?? null,
        })),
      };
    });
  } catch (error) {
    if (isCreditedTwice(error)) throw new AppError(409, 'imported_twice', t.importedTwice);
    throw error;
  }
}

/** The shipments among `ids` credited by a statement, with the cash the carrier remitted for each. */
export async function creditedAmounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  const amounts = new Map<number, number>();
  if (ids.length === 0) return amounts;
  const rows = await db
    .select({ id: codRemittanceLines.shipmentId, cents: codRemittanceLines.amountCents })
    .from(codRemittanceLines)
    .where(and(eq(codRemittanceLines.credited, true), inArray(codRemittanceLines.shipmentId, ids)));
  for (const row of rows) if (row.id !== null) amounts.set(row.id, row.cents);
  return amounts;
}
