import type { TrackedEvent, Tracker } from './tracking-types.ts';

/*
 * The demo's tracking (decision 101): a sandbox parcel is picked up an hour after it was booked, out
 * for delivery after three hours and delivered after five, so that a demo order moves on its own as
 * the tracking job runs. Nothing is asked of anyone.
 */

const HOUR = 3_600_000;

const SCRIPT: (Omit<TrackedEvent, 'at'> & { after: number })[] = [
  {
    code: 'SBX-PU',
    step: 'picked_up',
    descriptionEn: 'Picked up from the shop',
    descriptionAr: 'استُلمت الشحنة من المتجر',
    location: 'Riyadh',
    after: 1 * HOUR,
  },
  {
    code: 'SBX-OD',
    step: 'out_for_delivery',
    descriptionEn: 'Out for delivery',
    descriptionAr: 'الشحنة في الطريق إليك',
    location: 'Riyadh',
    after: 3 * HOUR,
  },
  {
    code: 'SBX-DL',
    step: 'delivered',
    descriptionEn: 'Delivered',
    descriptionAr: 'سُلّمت الشحنة',
    location: 'Riyadh',
    after: 5 * HOUR,
  },
];

export function sandboxTracker(now: () => Date = () => new Date()): Tracker {
  return {
    code: 'sandbox',
    async track(parcels) {
      const found = new Map<string, TrackedEvent[]>();
      for (const parcel of parcels) {
        const events = SCRIPT.filter((e) => parcel.bookedAt.getTime() + e.after <= now().getTime()).map(
          ({ after, ...event }) => ({ ...event, at: new Date(parcel.bookedAt.getTime() + after) }),
        );
        found.set(parcel.waybill, events);
      }
      return found;
    },
  };
}
