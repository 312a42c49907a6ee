import type { CarrierSettings } from '#server/carrier-config.ts';
import type { CarrierCode } from './carrier.ts';
import { aramexTracker } from './tracking-aramex.ts';
import { sandboxTracker } from './tracking-sandbox.ts';
import { smsaTracker } from './tracking-smsa.ts';
import type { Tracker } from './tracking-types.ts';

/*
 * What the shop asks of a carrier's tracking (decision 101): the events of some waybills, each with
 * the carrier's own status code and words, read into one of the shop's steps. Neither Aramex nor SMSA
 * Express documents a webhook for its public API, so the shop asks (tracking-job.ts).
 */

/** The trackers of the carriers the shop has an account with (and the sandbox, where it is on). */
export function offeredTrackers(settings: CarrierSettings): Map<CarrierCode, Tracker> {
  const offered = new Map<CarrierCode, Tracker>();
  if (settings.aramex) offered.set('aramex', aramexTracker(settings.aramex));
  if (settings.smsa) offered.set('smsa', smsaTracker(settings.smsa));
  if (settings.sandbox) offered.set('sandbox', sandboxTracker());
  return offered;
}

/** The carrier's public tracking page of a waybill, for the buyer; none for the sandbox. */
export function trackingUrlOf(carrier: string, waybill: string): string | null {
  const number = encodeURIComponent(waybill);
  if (carrier === 'aramex') return `https://www.aramex.com/track/results?mode=0&ShipmentNumber=${number}`;
  if (carrier === 'smsa') return `https://www.smsaexpress.com/trackingdetails?tracknumbers=${number}`;
  return null;
}
