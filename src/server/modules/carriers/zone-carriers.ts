import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { carrierZoneSettings } from '#server/db/schema/carriers.ts';
import type { OrderForShipment } from '#server/modules/orders/index.ts';
import { zoneNames, zoneOfCountry } from '#server/modules/shipping/index.ts';
import { AppError, commonMessages, notFound } from '#server/plugins/errors.ts';
import type { CarrierCode } from '#shared/contract/carriers.ts';
import type { Carrier } from './carrier.ts';
import { carrierMessages as m } from './messages.ts';

/* Each zone's carrier and service, and what a new shipment of an order takes from its zone. */

type Setting = { carrier: CarrierCode; service: string };

const refused = (field: string, message: { ar: string; en: string }) =>
  new AppError(422, 'validation', commonMessages.validation, { [field]: [message] });

/** The carrier and service `service` names, checked against what the shop offers; its usual one when absent. */
export function checkedChoice(
  carriers: Map<CarrierCode, Carrier>,
  code: CarrierCode,
  service: string | undefined,
): Setting {
  const carrier = carriers.get(code);
  if (!carrier) throw refused('carrier', m.notOffered);
  const chosen = service ?? carrier.services[0];
  if (!carrier.services.includes(chosen)) throw refused('service', m.serviceUnknown);
  return { carrier: code, service: chosen };
}

export async function zoneCarriers(db: Db) {
  const zones = await zoneNames(db);
  const rows = await db.select().from(carrierZoneSettings);
  const byZone = new Map(rows.map((row) => [row.zoneId, row]));
  return zones.map((zone) => presentZone(zone, byZone.get(zone.id)));
}

const presentZone = (
  zone: { id: number; nameAr: string; nameEn: string },
  setting: { carrier: string; service: string } | undefined,
) => ({
  zone_id: zone.id,
  name_ar: zone.nameAr,
  name_en: zone.nameEn,
  carrier: (setting?.carrier as CarrierCode | undefined) ?? null,
  service: setting?.service ?? null,
});

/** Sets (or with `carrier: null` takes away) a zone's carrier; answers the zone before and after. */
export async function setZoneCarrier(
  tx: Db,
  carriers: Map<CarrierCode, Carrier>,
  zoneId: number,
  body: { carrier: CarrierCode | null; service?: string },
) {
  const zone = (await zoneNames(tx)).find((row) => row.id === zoneId);
  if (!zone) throw notFound(m.zoneNotFound);
  const [old] = await tx.select().from(carrierZoneSettings).where(eq(carrierZoneSettings.zoneId, zoneId));
  if (body.carrier === null) {
    await tx.delete(carrierZoneSettings).where(eq(carrierZoneSettings.zoneId, zoneId));
    return { before: presentZone(zone, old), after: presentZone(zone, undefined) };
  }
  const setting = checkedChoice(carriers, body.carrier, body.service);
  await tx
    .insert(carrierZoneSettings)
    .values({ zoneId, ...setting })
    .onConflictDoUpdate({ target: carrierZoneSettings.zoneId, set: { ...setting, updatedAt: new Date() } });
  return { before: presentZone(zone, old), after: presentZone(zone, setting) };
}

/** The zone of the order's address and that zone's carrier and service (nulls where there are none). */
export async function zoneChoiceOf(db: Db, order: OrderForShipment) {
  const zone = order.shipping ? await zoneOfCountry(db, order.shipping.countryId) : null;
  if (!zone) return { zoneId: null, carrier: null, service: null };
  const [row] = await db.select().from(carrierZoneSettings).where(eq(carrierZoneSettings.zoneId, zone.id));
  return {
    zoneId: zone.id,
    carrier: (row?.carrier as CarrierCode | undefined) ?? null,
    service: row?.service ?? null,
  };
}
