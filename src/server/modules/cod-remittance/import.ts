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
import { BASE_CURRENCY, currencyDecimals } from '#shared/contract/currencies.ts';
import { decimalAmount } from '#shared/minor-units.ts';
import { remittanceTexts as t } from './messages.ts';
import { minorOf, readStatement, refuse } from './read-statement.ts';

/*
 * A statement imported: each line matched to the carrier's shipment by its waybill. A shipment is
 * credited once, by the first line that names it (matched, or with another amount, flagged); a later
 * line or import naming it again is `already_reconciled` and credits nothing. Imports run one at a time
 * (a transaction lock), and a unique index on the credited lines' shipment holds whatever else happens.
 * A line's amount is read in its parcel's currency (decision 110), and what a statement credited is
 * totalled per currency, never summed across currencies.
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

type CodShipment = NonNullable<ReturnType<Awaited<ReturnType<typeof shipmentsByWaybill>>['get']>>;
type Currency = { currency: string; decimals: number };

/**
 * The currency a line naming no parcel of the shop is read in: the one the statement's parcels share
 * (a carrier's transfer is in one currency), else the shop's own.
 */
function statementCurrency(found: CodShipment[]): Currency {
  const currencies = new Set(found.map((shipment) => shipment.currency));
  const [first] = found;
  return currencies.size === 1 && first
    ? { currency: first.currency, decimals: first.currencyDecimals }
    : { currency: BASE_CURRENCY, decimals: currencyDecimals(BASE_CURRENCY) };
}

/** The credited cash per currency, by code. */
function creditedPerCurrency(rows: { credits: boolean; amountCents: number; currency: Currency }[]) {
  const totals = new Map<string, { currency: string; currency_decimals: number; credited_cents: number }>();
  for (const row of rows) {
    if (!row.credits) continue;
    const { currency, decimals } = row.currency;
    const total = totals.get(currency) ?? { currency, currency_decimals: decimals, credited_cents: 0 };
    total.credited_cents += row.amountCents;
    totals.set(currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
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
      const unknownIn = statementCurrency([...found.values()]);
      const rows = lines.map((line) => {
        const shipment = found.get(line.waybill);
        const currency = shipment
          ? { currency: shipment.currency, decimals: shipment.currencyDecimals }
          : unknownIn;
        // The amount as written, in the parcel's currency: 3.838 is 3838 fils, 97.41 is 9741 halalas.
        const amountCents = minorOf(line.amount, currency.decimals);
        if (amountCents === null) {
          throw refuse(t.notInCurrency(line.line, line.amountText, currency.currency, currency.decimals));
        }
        let outcome: RemittanceOutcome;
        if (!shipment) outcome = 'unknown_waybill';
        else if (credited.has(shipment.id)) outcome = 'already_reconciled';
        else outcome = amountCents === shipment.codAmountCents ? 'matched' : 'amount_differs';
        const credits = outcome === 'matched' || outcome === 'amount_differs';
        if (credits && shipment) credited.add(shipment.id);
        return { line, shipment, currency, amountCents, outcome, credits };
      });
      const totals = creditedPerCurrency(rows);
      const [remittance] = await tx
        .insert(codRemittances)
        .values({
          carrier,
          layout,
          lines: rows.length,
          // One currency's total; a statement crediting several has each in its lines and activity row.
          creditedCents: totals.length === 1 ? totals[0]!.credited_cents : 0,
          importedBy: request.staff!.id,
        })
        .returning({ id: codRemittances.id });
      await tx.insert(codRemittanceLines).values(
        rows.map(({ line, shipment, currency, amountCents, outcome, credits }) => ({
          remittanceId: remittance.id,
          line: line.line,
          carrier,
          waybill: line.waybill,
          amountCents,
          currency: currency.currency,
          currencyDecimals: currency.decimals,
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
        after: {
          carrier,
          layout,
          ...counts,
          credited: Object.fromEntries(
            totals.map((total) => [
              total.currency,
              decimalAmount(total.credited_cents, total.currency_decimals),
            ]),
          ),
        },
      });
      return {
        id: remittance.id,
        carrier,
        layout,
        counts,
        credited: totals,
        lines: rows.map(({ line, shipment, currency, amountCents, outcome }) => ({
          line: line.line,
          waybill: line.waybill,
          amount_cents: amountCents,
          expected_cents: shipment?.codAmountCents ?? null,
          currency: currency.currency,
          currency_decimals: currency.decimals,
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

/**
 * The shipments among `ids` credited by a statement, with the cash the carrier remitted for each (in
 * minor units of the shipment's currency).
 */
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
