import { jobPlugin } from '#server/modules/jobs/index.ts';
import { paymentsFor } from '#server/services/payments/index.ts';
import { offeredCarriers } from './registry.ts';
import { pollShipments } from './tracking.ts';
import { offeredTrackers } from './tracking-carriers.ts';

/**
 * Asks the carriers where their parcels are, every 30 minutes unless `CARRIER_TRACKING_EVERY` says
 * otherwise (decision 101); tests call
 * `pollShipments` themselves. A carrier that cannot be asked fails the run after the others were
 * recorded, and the retry stores only what is new.
 */
export const trackingJob = jobPlugin((app) => {
  const deps = {
    db: app.db,
    trackers: offeredTrackers(app.config.carriers),
    carriers: offeredCarriers(app.config.carriers),
    publicUrl: app.config.publicUrl,
    payments: paymentsFor(app.config),
  };
  return {
    name: 'carriers.track-shipments',
    every: app.config.carriers.trackingEvery,
    async run() {
      const report = await pollShipments(deps);
      if (report.failed.length > 0) throw new Error(report.failed.join('; '));
      return report.events > 0 ? { events: report.events, orders: report.orders } : null;
    },
  };
});
