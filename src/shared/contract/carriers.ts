import { z } from 'zod';
import { languages } from '../lang.ts';
import { idParamSchema } from './content.ts';
import { BULK_ORDERS_MAX, orderFilterSchema } from './staff-orders-bulk.ts';

/*
 * Carriers and their shipments (decision 099): the carriers the shop is set up with and their
 * services, each zone's carrier and service, an order's shipments (waybill, label, cash to collect),
 * and the labels of many orders as one PDF.
 */

export const CARRIER_CODES = ['aramex', 'smsa', 'sandbox'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export const SHIPMENT_LIMITS = { weightGrams: 70_000, pieces: 50, service: 20 } as const;

export const offeredCarrierSchema = z.object({
  code: z.enum(CARRIER_CODES),
  name: z.string(),
  services: z.array(z.string()),
});

export const zoneCarrierSchema = z.object({
  zone_id: z.number(),
  name_ar: z.string(),
  name_en: z.string(),
  carrier: z.enum(CARRIER_CODES).nullable(),
  service: z.string().nullable(),
});

export const carriersAnswerSchema = z.object({
  data: z.object({ carriers: z.array(offeredCarrierSchema), zones: z.array(zoneCarrierSchema) }),
});

export const zoneParamsSchema = z.object({ id: idParamSchema });

/** `carrier: null` takes the zone's carrier away; else its service (the carrier's usual one when absent). */
export const zoneCarrierBodySchema = z.object({
  carrier: z.enum(CARRIER_CODES).nullable(),
  service: z.string().trim().min(1).max(SHIPMENT_LIMITS.service).optional(),
});

export const zoneCarrierSavedSchema = z.object({ data: zoneCarrierSchema, message: z.string() });

export const shipmentSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  carrier: z.enum(CARRIER_CODES),
  carrier_name: z.string(),
  service: z.string(),
  waybill: z.string(),
  status: z.enum(['created', 'cancelled']),
  /** Cash the carrier collects, in minor units of `currency` (the order's: fils for KWD, 3 decimals). */
  cod_amount_cents: z.number(),
  currency: z.string(),
  currency_decimals: z.number(),
  weight_grams: z.number(),
  pieces: z.number(),
  short_address: z.string().nullable(),
  created_at: z.string(),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  cancelled_at: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** What a new shipment of the order would be: the zone's carrier and service, the weight, the cash. */
export const shipmentDefaultsSchema = z.object({
  zone_id: z.number().nullable(),
  carrier: z.enum(CARRIER_CODES).nullable(),
  service: z.string().nullable(),
  weight_grams: z.number(),
  pieces: z.number(),
  /** In minor units of the order's currency. */
  cod_amount_cents: z.number(),
  short_address: z.string().nullable(),
});

export const orderShipmentsAnswerSchema = z.object({
  data: z.object({
    shipments: z.array(shipmentSchema),
    defaults: shipmentDefaultsSchema,
    carriers: z.array(offeredCarrierSchema),
  }),
});
export type OrderShipments = z.infer<typeof orderShipmentsAnswerSchema>['data'];

/** Every field may be left out: the zone's carrier and service, the order's weight, one piece. */
export const createShipmentBodySchema = z.object({
  carrier: z.enum(CARRIER_CODES).optional(),
  service: z.string().trim().min(1).max(SHIPMENT_LIMITS.service).optional(),
  weight_grams: z.number().int().positive().max(SHIPMENT_LIMITS.weightGrams).optional(),
  pieces: z.number().int().positive().max(SHIPMENT_LIMITS.pieces).optional(),
});
export type CreateShipmentBody = z.infer<typeof createShipmentBodySchema>;

export const shipmentSavedSchema = z.object({ data: shipmentSchema, message: z.string() });

/** The live shipments' labels of the chosen orders, one after the other, as one PDF. */
export const bulkLabelsBodySchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(BULK_ORDERS_MAX).optional(),
  filter: orderFilterSchema.optional(),
  lang: z.enum(languages).optional(),
});

/** Orders booked in one call: each is a call to its carrier, made one after the other. */
export const BULK_BOOK_MAX = 100;

/** The chosen orders' parcels booked with their zones' carriers and services, as a report per order. */
export const bulkShipmentsBodySchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(BULK_ORDERS_MAX).optional(),
  filter: orderFilterSchema.optional(),
});

/* ---------- the buyer's view of the parcel's tracking (decision 101) ---------- */

/** The steps carriers' tracking events are read into; 'delivered' and 'returned' are final. */
export const TRACKING_STEPS = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivery_failed',
  'delivered',
  'returned',
] as const;
export type TrackingStepName = (typeof TRACKING_STEPS)[number];

/** One event of the parcel as its carrier told it, in its words (Arabic where it gave them). */
export const parcelStepSchema = z.object({
  step: z.enum(TRACKING_STEPS),
  description_en: z.string(),
  description_ar: z.string().nullable(),
  location: z.string().nullable(),
  at: z.string(),
});

/** The order's parcel as its buyer sees it: the carrier, the waybill, its public tracking page, the steps. */
export const parcelTrackingSchema = z.object({
  carrier_name: z.string(),
  waybill: z.string(),
  /** The carrier's public tracking page of the waybill; null for the demo's sandbox carrier. */
  tracking_url: z.string().nullable(),
  /** Oldest first. */
  steps: z.array(parcelStepSchema),
});
export type ParcelTracking = z.infer<typeof parcelTrackingSchema>;

/** GET /orders/:id/tracking: null while no parcel is booked for the order. */
export const parcelTrackingAnswerSchema = z.object({ data: parcelTrackingSchema.nullable() });
