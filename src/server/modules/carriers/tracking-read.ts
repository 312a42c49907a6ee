import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shipmentEvents, shipments } from '#server/db/schema/carriers.ts';
import type { CarrierCode, ParcelTracking } from '#shared/contract/carriers.ts';
import type { Carrier } from './carrier.ts';
import { trackingUrlOf } from './tracking-carriers.ts';

/*
 * An order's parcel as its buyer sees it (decision 101): the live shipment's carrier, waybill, public
 * tracking page and the carrier's steps, oldest first. Nothing staff keep (who booked it, the cash to
 * collect, the label) is in it.
 */

export async function parcelOf(
  db: Db,
  carriers: Map<CarrierCode, Carrier>,
  orderId: number,
): Promise<ParcelTracking | null> {
  const [parcel] = await db
    .select({ id: shipments.id, carrier: shipments.carrier, waybill: shipments.waybill })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'created')))
    .orderBy(desc(shipments.id))
    .limit(1);
  if (!parcel) return null;
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, parcel.id))
    .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.id));
  return {
    carrier_name: carriers.get(parcel.carrier as CarrierCode)?.name ?? parcel.carrier,
    waybill: parcel.waybill,
    tracking_url: trackingUrlOf(parcel.carrier, parcel.waybill),
    steps: events.map((event) => ({
      step: event.step,
      description_en: event.descriptionEn,
      description_ar: event.descriptionAr,
      location: event.location,
      at: event.happenedAt.toISOString(),
    })),
  };
}
