import type { TrackingStep } from '#server/db/schema/carriers.ts';
import { CarrierRefusal, CarrierUnavailable, carrierJson } from './carrier.ts';
import { stepOf, type TrackedEvent, type Tracker } from './tracking-types.ts';

/*
 * SMSA Express's tracking in its eCommerce API (https://ecomapis.smsaexpress.com/swagger, "Track"):
 * `GET /api/track/single/{awb}` with the account's `apikey` header answers the shipment with its
 * `scans` ({ scanType, scanDescription, scanDateTime, scanTimeZone, city, receivedBy }), oldest
 * first; 404 for a waybill it does not know. The API documents no webhook: the shop asks.
 * `scanDateTime` is local time without an offset; `scanTimeZone` gives it (`+03:00`), Riyadh's
 * by default.
 */

/** SMSA's scan types the shop moves orders by; any other one is a step on the way. */
export const SMSA_STEPS: Record<string, TrackingStep> = {
  PU: 'picked_up',
  OD: 'out_for_delivery',
  UD: 'delivery_failed',
  DL: 'delivered',
  RTS: 'returned',
};

type Scan = {
  scanType?: string;
  scanDescription?: string;
  scanDateTime?: string;
  scanTimeZone?: string | null;
  city?: string | null;
};

/** The scan's moment: its local time at its offset. */
export function smsaDate(local: string | undefined, zone: string | null | undefined): Date | null {
  if (!local) return null;
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(local);
  const offset = zone && /^[+-]\d{2}:?\d{2}$/.test(zone) ? zone : '+03:00';
  const date = new Date(hasOffset ? local : `${local}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function smsaTracker(account: { baseUrl: string; apiKey: string }): Tracker {
  async function trackOne(waybill: string): Promise<TrackedEvent[] | null> {
    const path = `/api/track/single/${encodeURIComponent(waybill)}`;
    const { status, body } = await carrierJson(`${account.baseUrl}${path}`, {
      method: 'GET',
      headers: { apikey: account.apiKey },
    });
    if (status === 404) return null;
    if (status >= 500) throw new CarrierUnavailable(`SMSA ${path}: ${status}`);
    if (status >= 400) throw new CarrierRefusal(`HTTP ${status}`);
    const scans = ((body as { scans?: Scan[] | null } | null)?.scans ?? []) as Scan[];
    return scans.flatMap((scan): TrackedEvent[] => {
      const at = smsaDate(scan.scanDateTime, scan.scanTimeZone);
      if (!scan.scanType || !at) return [];
      return [
        {
          code: scan.scanType,
          step: stepOf(SMSA_STEPS, scan.scanType),
          descriptionEn: scan.scanDescription ?? scan.scanType,
          descriptionAr: null,
          location: scan.city || null,
          at,
        },
      ];
    });
  }

  return {
    code: 'smsa',
    async track(parcels) {
      const found = new Map<string, TrackedEvent[]>();
      for (const parcel of parcels) {
        const events = await trackOne(parcel.waybill);
        if (events) found.set(parcel.waybill, events);
      }
      return found;
    },
  };
}
