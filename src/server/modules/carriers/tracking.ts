import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shipmentEvents, shipments, type TrackingStep } from '#server/db/schema/carriers.ts';
import { type CarrierMove, followCarrier } from '#server/modules/orders/index.ts';
import type { Payments } from '#server/services/payments/index.ts';
import type { Carrier, CarrierCode } from './carrier.ts';
import type { TrackedEvent, Tracker } from './tracking-types.ts';

/*
 * The carriers' tracking read into the shop (decision 101). Live shipments whose parcel is neither
 * delivered nor returned are asked about, carrier by carrier; each event is stored once (unique on
 * shipment, code and time) and, in the transaction that stored it, moves the order. A repeated poll,
 * or two processes polling at once, find the event stored and move nothing.
 */

export type TrackingDeps = {
  db: Db;
  trackers: Map<CarrierCode, Tracker>;
  carriers: Map<CarrierCode, Carrier>;
  publicUrl: string;
  payments: Payments;
};

export const FINAL_STEPS: readonly TrackingStep[] = ['delivered', 'returned'];

/** The order move each step brings; the others are only shown. */
const MOVES: Partial<Record<TrackingStep, CarrierMove>> = {
  picked_up: 'shipped',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  returned: 'returned',
};

type Live = { id: number; orderId: number; carrier: string; waybill: string; createdAt: Date };

export type PollReport = {
  /** Shipments asked about. */
  asked: number;
  /** Events stored by this poll. */
  events: number;
  /** Orders this poll moved. */
  orders: number[];
  /** Carriers that could not be asked, and shipments whose events could not be stored, with why. */
  failed: string[];
};

/** Live shipments of the carriers that track, whose parcel has not reached a final step. */
async function unfinished(db: Db, carriers: CarrierCode[]): Promise<Live[]> {
  if (carriers.length === 0) return [];
  return db
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      carrier: shipments.carrier,
      waybill: shipments.waybill,
      createdAt: shipments.createdAt,
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.status, 'created'),
        inArray(shipments.carrier, carriers),
        notExists(
          db
            .select({ one: sql`1` })
            .from(shipmentEvents)
            .where(
              and(
                eq(shipmentEvents.shipmentId, shipments.id),
                inArray(shipmentEvents.step, [...FINAL_STEPS]),
              ),
            ),
        ),
      ),
    )
    .orderBy(shipments.id);
}

/**
 * Stores the shipment's events not stored yet, oldest first, each in its own transaction with the
 * order move it brings; answers how many were stored and the statuses the order went through.
 */
export async function recordEvents(deps: TrackingDeps, shipment: Live, events: TrackedEvent[]) {
  const carrierName = deps.carriers.get(shipment.carrier as CarrierCode)?.name ?? shipment.carrier;
  let stored = 0;
  let moved = false;
  for (const event of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shipmentEvents)
        .values({
          shipmentId: shipment.id,
          code: event.code,
          step: event.step,
          descriptionEn: event.descriptionEn,
          descriptionAr: event.descriptionAr,
          location: event.location,
          happenedAt: event.at,
        })
        .onConflictDoNothing()
        .returning({ id: shipmentEvents.id });
      if (!row) return;
      stored++;
      const move = MOVES[event.step];
      if (!move) return;
      const statuses = await followCarrier(tx, shipment.orderId, move, {
        carrier: carrierName,
        trackingNumber: shipment.waybill,
        note: `tracking:${event.step}:${shipment.carrier}:${shipment.waybill}`,
        publicUrl: deps.publicUrl,
        payments: deps.payments,
      });
      if (statuses.length > 0 || move === 'out_for_delivery') moved = true;
    });
  }
  return { stored, moved };
}

/** Asks each carrier about its unfinished shipments and records what it says. */
export async function pollShipments(deps: TrackingDeps): Promise<PollReport> {
  const live = await unfinished(deps.db, [...deps.trackers.keys()]);
  const report: PollReport = { asked: live.length, events: 0, orders: [], failed: [] };
  for (const [code, tracker] of deps.trackers) {
    const mine = live.filter((s) => s.carrier === code);
    if (mine.length === 0) continue;
    let found: Map<string, TrackedEvent[]>;
    try {
      found = await tracker.track(mine.map((s) => ({ waybill: s.waybill, bookedAt: s.createdAt })));
    } catch (error) {
      report.failed.push(`${code}: ${(error as Error).message}`);
      continue;
    }
    for (const shipment of mine) {
      try {
        const done = await recordEvents(deps, shipment, found.get(shipment.waybill) ?? []);
        report.events += done.stored;
        if (done.moved) report.orders.push(shipment.orderId);
      } catch (error) {
        report.failed.push(`${code} ${shipment.waybill}: ${(error as Error).message}`);
      }
    }
  }
  return report;
}
