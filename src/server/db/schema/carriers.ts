import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRACKING_STEPS, type TrackingStepName } from '#shared/contract/carriers.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { shippingZones } from './shipping.ts';

/*
 * Tables of the carriers module (decision 099): which carrier and service a zone's parcels go with,
 * and the shipments booked with a carrier for an order, with their waybill and label.
 */

export const shipmentStatuses = ['created', 'cancelled'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** A zone's carrier and service; a zone without a row has none, and staff choose per order. */
export const carrierZoneSettings = pgTable('carrier_zone_settings', {
  zoneId: integer('zone_id')
    .primaryKey()
    .references(() => shippingZones.id, { onDelete: 'cascade' }),
  carrier: text('carrier').notNull(),
  service: text('service').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A parcel booked with a carrier: its waybill, its label (a PDF in private storage), what it weighs,
 * how many pieces, and the cash the carrier collects (in minor units of the order's currency, kept
 * beside it; 0 for a prepaid order). An order has
 * one live shipment at most; a cancelled one stays as a record.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    service: text('service').notNull(),
    waybill: text('waybill').notNull(),
    labelKey: text('label_key').notNull(),
    status: text('status', { enum: shipmentStatuses }).notNull().default('created'),
    codAmountCents: integer('cod_amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    currencyDecimals: integer('currency_decimals').notNull().default(2),
    weightGrams: integer('weight_grams').notNull(),
    pieces: integer('pieces').notNull(),
    shortAddress: text('short_address'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.id),
    uniqueIndex('shipments_live_order_unique').on(t.orderId).where(sql`${t.status} = 'created'`),
    check('shipments_status', sql`${t.status} IN ('created', 'cancelled')`),
    check('shipments_cod_non_negative', sql`${t.codAmountCents} >= 0`),
    check('shipments_weight_positive', sql`${t.weightGrams} > 0`),
    check('shipments_pieces_positive', sql`${t.pieces} > 0`),
  ],
);

/**
 * The steps a carrier's tracking is read into (decision 101): every carrier's own codes fall on one of
 * these; `delivered` and `returned` are final, and a shipment with one is no longer asked about.
 */
export const trackingSteps = TRACKING_STEPS;
export type TrackingStep = TrackingStepName;

/**
 * One tracking event of a shipment as its carrier reported it: the carrier's status code, the step it
 * means, the carrier's words (Arabic and English where it gives both), where and when. Stored once: a
 * repeated poll, or two processes polling at once, find the (shipment, code, time) row there already.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serialId(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    step: text('step', { enum: trackingSteps }).notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar'),
    location: text('location'),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_events_once').on(t.shipmentId, t.code, t.happenedAt),
    check(
      'shipment_events_step',
      sql`${t.step} IN ('picked_up', 'in_transit', 'out_for_delivery', 'delivery_failed', 'delivered', 'returned')`,
    ),
  ],
);
