import type { AramexAccount } from '#server/carrier-config.ts';
import type { TrackingStep } from '#server/db/schema/carriers.ts';
import { CarrierRefusal, CarrierUnavailable, carrierJson } from './carrier.ts';
import { stepOf, type TrackedEvent, type Tracker } from './tracking-types.ts';

/*
 * Aramex's Shipment Tracking API in JSON (Tracking/Service_1_0.svc/json/TrackShipments), as its manual
 * describes it: https://www.aramex.com/docs/default-source/resourses/resourcesdata/shipment-tracking-api-manual.pdf
 * The request carries the account's ClientInfo and the waybills (`Shipments`, with
 * `GetLastTrackingUpdateOnly: false` for every update); the answer's `TrackingResults` holds, by
 * waybill (`Key`), its updates (`Value`: `UpdateCode`, `UpdateDescription`, `UpdateDateTime` as WCF
 * writes dates, `UpdateLocation`), and `NonExistingWaybills` those it does not know. Aramex has no
 * webhook in this API: the shop asks.
 */

/** Aramex's update codes the shop moves orders by; any other one is a step on the way. */
export const ARAMEX_STEPS: Record<string, TrackingStep> = {
  SH012: 'picked_up',
  SH003: 'out_for_delivery',
  SH004: 'delivery_failed',
  SH005: 'delivered',
  SH006: 'delivered',
  SH007: 'delivered',
  SH069: 'returned',
};

/** At most this many waybills in one TrackShipments call. */
const PER_CALL = 50;

type Update = {
  UpdateCode?: string;
  UpdateDescription?: string;
  UpdateDateTime?: string;
  UpdateLocation?: string | null;
};
type Answer = {
  HasErrors?: boolean;
  Notifications?: { Code?: string; Message?: string }[] | null;
  TrackingResults?: { Key?: string; Value?: Update[] | null }[] | null;
};

/** `/Date(1717171717000+0300)/` (WCF) or an ISO date. */
export function aramexDate(value: string | undefined): Date | null {
  if (!value) return null;
  const wcf = value.match(/^\/Date\((-?\d+)([+-]\d{4})?\)\/$/);
  const date = wcf ? new Date(Number(wcf[1])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The tracking service sits beside the shipping one: `…/Shipping/Service_1_0.svc/json` → `…/Tracking/…`. */
const trackingBaseOf = (shippingBase: string) => shippingBase.replace('/Shipping/', '/Tracking/');

export function aramexTracker(account: AramexAccount): Tracker {
  const clientInfo = {
    UserName: account.userName,
    Password: account.password,
    Version: 'v1.0',
    AccountNumber: account.accountNumber,
    AccountPin: account.accountPin,
    AccountEntity: account.accountEntity,
    AccountCountryCode: account.accountCountryCode,
    Source: 24,
  };

  async function trackSome(waybills: string[], into: Map<string, TrackedEvent[]>) {
    const { status, body } = await carrierJson(`${trackingBaseOf(account.baseUrl)}/TrackShipments`, {
      method: 'POST',
      body: {
        ClientInfo: clientInfo,
        Transaction: { Reference1: '' },
        Shipments: waybills,
        GetLastTrackingUpdateOnly: false,
      },
    });
    if (status >= 500 || typeof body !== 'object' || body === null) {
      throw new CarrierUnavailable(`Aramex TrackShipments: ${status}`);
    }
    const answer = body as Answer;
    if (status >= 400 || answer.HasErrors) {
      const said = (answer.Notifications ?? []).map((n) => `${n.Code ?? ''} ${n.Message ?? ''}`.trim());
      throw new CarrierRefusal(said.join('; ') || `HTTP ${status}`);
    }
    for (const result of answer.TrackingResults ?? []) {
      if (!result.Key) continue;
      const events = (result.Value ?? []).flatMap((update): TrackedEvent[] => {
        const at = aramexDate(update.UpdateDateTime);
        if (!update.UpdateCode || !at) return [];
        return [
          {
            code: update.UpdateCode,
            step: stepOf(ARAMEX_STEPS, update.UpdateCode),
            descriptionEn: update.UpdateDescription ?? update.UpdateCode,
            descriptionAr: null,
            location: update.UpdateLocation || null,
            at,
          },
        ];
      });
      into.set(result.Key, events);
    }
  }

  return {
    code: 'aramex',
    async track(parcels) {
      const found = new Map<string, TrackedEvent[]>();
      const waybills = parcels.map((p) => p.waybill);
      for (let i = 0; i < waybills.length; i += PER_CALL)
        await trackSome(waybills.slice(i, i + PER_CALL), found);
      return found;
    },
  };
}
