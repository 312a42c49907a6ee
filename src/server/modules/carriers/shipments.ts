import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CarrierSettings } from '#server/carrier-config.ts';
import type { Db } from '#server/db/client.ts';
import { shipments } from '#server/db/schema/carriers.ts';
import {
  type OrderForShipment,
  orderForShipment,
  recordOrderShipment,
  refuseHeldOrder,
} from '#server/modules/orders/index.ts';
import { staffNames, staffWrite } from '#server/modules/staff/index.ts';
import { AppError, commonMessages, notFound } from '#server/plugins/errors.ts';
import type { Storage } from '#server/services/storage.ts';
import type { CarrierCode, CreateShipmentBody, Shipment } from '#shared/contract/carriers.ts';
import { type Carrier, CarrierRefusal } from './carrier.ts';
import { carrierTexts, carrierMessages as m } from './messages.ts';
import { checkedChoice, zoneChoiceOf } from './zone-carriers.ts';

/*
 * An order's shipments: booked with the carrier first (no transaction is held while it answers),
 * then recorded with the order's tracking number and a line in its history in one transaction. An
 * order has one live shipment at most; a second booking racing the first is cancelled again.
 */

export type CarrierDeps = {
  db: Db;
  carriers: Map<CarrierCode, Carrier>;
  files: Storage;
  shipper: CarrierSettings['shipper'];
};

type Row = typeof shipments.$inferSelect;

/** History notes: `shipment:<carrier>:<waybill>` and `shipment_cancelled:<carrier>:<waybill>`. */
export const shipmentNote = (
  kind: 'shipment' | 'shipment_cancelled',
  row: { carrier: string; waybill: string },
) => `${kind}:${row.carrier}:${row.waybill}`;

const PACKABLE = new Set(['pending', 'processing']);

async function present(db: Db, carriers: Map<CarrierCode, Carrier>, rows: Row[]): Promise<Shipment[]> {
  const names = await staffNames(db, [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))]);
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    carrier: row.carrier as CarrierCode,
    carrier_name: carriers.get(row.carrier as CarrierCode)?.name ?? row.carrier,
    service: row.service,
    waybill: row.waybill,
    status: row.status,
    cod_amount_cents: row.codAmountCents,
    currency: row.currency,
    currency_decimals: row.currencyDecimals,
    weight_grams: row.weightGrams,
    pieces: row.pieces,
    short_address: row.shortAddress,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy ? { id: row.createdBy, name: names.get(row.createdBy) ?? '' } : null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  }));
}

export async function liveShipment(db: Db, orderId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'created')));
  return row;
}

async function orderOrNotFound(db: Db, orderId: number) {
  const order = await orderForShipment(db, orderId);
  if (!order) throw notFound(commonMessages.notFound);
  return order;
}

const shortAddressOf = (order: OrderForShipment) =>
  order.shipping?.countryCode === 'SA' ? (order.shipping.shortAddress ?? null) : null;

/** The order's shipments, newest first, and what a new one would be. */
export async function orderShipments(deps: CarrierDeps, orderId: number) {
  const order = await orderOrNotFound(deps.db, orderId);
  const rows = await deps.db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(desc(shipments.id));
  const zone = await zoneChoiceOf(deps.db, order);
  return {
    shipments: await present(deps.db, deps.carriers, rows),
    defaults: {
      zone_id: zone.zoneId,
      carrier: zone.carrier,
      service: zone.service,
      weight_grams: order.weightGrams,
      pieces: 1,
      cod_amount_cents: order.codAmountCents,
      short_address: shortAddressOf(order),
    },
  };
}

/** A carrier's refusal or silence as the API's own error: 422 with its words, 502 when unreachable. */
export async function askCarrier<T>(carrier: Carrier, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof CarrierRefusal) {
      throw new AppError(422, 'carrier_refused', carrierTexts.refused(carrier.name, error.detail));
    }
    throw new AppError(502, 'carrier_unavailable', carrierTexts.unavailable(carrier.name));
  }
}

const refused = (field: string, message: { ar: string; en: string }) =>
  new AppError(422, 'validation', commonMessages.validation, { [field]: [message] });

const isUniqueViolation = (error: unknown) => {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++, current = current.cause as never) {
    if (current.code === '23505') return true;
  }
  return false;
};

/** Books the order's parcel with the chosen carrier (the zone's by default) and records it. */
export async function bookShipment(
  deps: CarrierDeps,
  request: FastifyRequest,
  orderId: number,
  body: CreateShipmentBody,
): Promise<Shipment> {
  const order = await orderOrNotFound(deps.db, orderId);
  if (!order.isHardCopy || !PACKABLE.has(order.status)) {
    throw new AppError(409, 'not_shippable', m.notShippable);
  }
  if (!order.shipping) throw new AppError(409, 'no_address', m.noAddress);
  // A cash-on-delivery order its buyer has not confirmed gets no label yet (decision 097).
  await refuseHeldOrder(deps.db, orderId);
  if (await liveShipment(deps.db, orderId)) throw new AppError(409, 'has_shipment', m.hasShipment);
  const zone = await zoneChoiceOf(deps.db, order);
  const code = body.carrier ?? zone.carrier;
  if (!code) throw refused('carrier', m.noCarrier);
  const sameAsZone = code === zone.carrier;
  const choice = checkedChoice(
    deps.carriers,
    code,
    body.service ?? (sameAsZone ? (zone.service ?? undefined) : undefined),
  );
  const weightGrams = body.weight_grams ?? order.weightGrams;
  if (!(weightGrams > 0)) throw refused('weight_grams', m.noWeight);
  const pieces = body.pieces ?? 1;
  const carrier = deps.carriers.get(choice.carrier)!;
  const shortAddress = shortAddressOf(order);
  const booked = await askCarrier(carrier, () =>
    carrier.createShipment({
      reference: String(order.id),
      service: choice.service,
      weightGrams,
      pieces,
      codAmountCents: order.codAmountCents,
      declaredValueCents: order.netPriceCents,
      currency: order.currency,
      decimals: order.currencyDecimals,
      description: `Books (${order.copies})`,
      consignee: { ...order.shipping!, shortAddress },
      shipper: deps.shipper,
    }),
  );
  const labelKey = `labels/order-${order.id}-${booked.waybill.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
  await deps.files.put(labelKey, booked.label);
  try {
    const row = await staffWrite(request, null, async (tx, record) => {
      const [inserted] = await tx
        .insert(shipments)
        .values({
          orderId,
          carrier: choice.carrier,
          service: choice.service,
          waybill: booked.waybill,
          labelKey,
          codAmountCents: order.codAmountCents,
          currency: order.currency,
          currencyDecimals: order.currencyDecimals,
          weightGrams,
          pieces,
          shortAddress,
          createdBy: request.staff!.id,
        })
        .returning();
      await recordOrderShipment(tx, orderId, request.staff!.id, {
        carrier: carrier.name,
        trackingNumber: booked.waybill,
        note: shipmentNote('shipment', inserted),
      });
      await record({
        action: 'shipment',
        entity: 'order',
        entityId: orderId,
        before: {},
        after: { carrier: choice.carrier, service: choice.service, waybill: booked.waybill },
      });
      return inserted;
    });
    return (await present(deps.db, deps.carriers, [row]))[0];
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another member booked the same order meanwhile: this parcel is given back.
    await carrier.cancelShipment(booked.waybill, choice.service).catch(() => undefined);
    throw new AppError(409, 'has_shipment', m.hasShipment);
  }
}

/** Cancels the order's live shipment with its carrier, and clears the order's tracking number. */
export async function cancelShipment(deps: CarrierDeps, request: FastifyRequest, orderId: number) {
  const order = await orderOrNotFound(deps.db, orderId);
  const live = await liveShipment(deps.db, orderId);
  if (!live) throw new AppError(409, 'no_shipment', m.noShipment);
  if (!PACKABLE.has(order.status)) throw new AppError(409, 'shipment_left', m.cannotCancel);
  const carrier = deps.carriers.get(live.carrier as CarrierCode);
  if (!carrier) throw refused('carrier', m.notOffered);
  await askCarrier(carrier, () => carrier.cancelShipment(live.waybill, live.service));
  const row = await staffWrite(request, null, async (tx, record) => {
    const now = new Date();
    const [cancelled] = await tx
      .update(shipments)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: request.staff!.id })
      .where(and(eq(shipments.id, live.id), eq(shipments.status, 'created')))
      .returning();
    if (!cancelled) throw new AppError(409, 'no_shipment', m.noShipment);
    await recordOrderShipment(tx, orderId, request.staff!.id, {
      carrier: null,
      trackingNumber: null,
      note: shipmentNote('shipment_cancelled', cancelled),
    });
    await record({
      action: 'shipment_cancelled',
      entity: 'order',
      entityId: orderId,
      before: { waybill: live.waybill },
      after: {},
    });
    return cancelled;
  });
  return (await present(deps.db, deps.carriers, [row]))[0];
}

/** The label of the order's live shipment, from storage (or the carrier again, when it was lost). */
export async function liveLabel(
  deps: CarrierDeps,
  orderId: number,
): Promise<{ row: Row; bytes: Uint8Array }> {
  const live = await liveShipment(deps.db, orderId);
  if (!live) throw new AppError(404, 'no_shipment', m.noShipment);
  try {
    return { row: live, bytes: await deps.files.read(live.labelKey) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const carrier = deps.carriers.get(live.carrier as CarrierCode);
  if (!carrier) throw new AppError(404, 'label_missing', m.labelMissing);
  const bytes = await askCarrier(carrier, () => carrier.label(live.waybill, live.service));
  await deps.files.put(live.labelKey, bytes);
  return { row: live, bytes };
}
