import type { TrackingStep } from '#server/db/schema/carriers.ts';
import type { CarrierCode } from './carrier.ts';

/* A carrier's tracking as the shop reads it (decision 101): its events, and the tracker that asks. */

export type TrackedEvent = {
  /** The carrier's status code (Aramex `SH005`, SMSA `DL`). */
  code: string;
  step: TrackingStep;
  descriptionEn: string;
  descriptionAr: string | null;
  location: string | null;
  at: Date;
};

export type TrackedParcel = { waybill: string; bookedAt: Date };

export interface Tracker {
  readonly code: CarrierCode;
  /** Every event the carrier reports of each waybill asked (a waybill it does not know has none). */
  track(parcels: TrackedParcel[]): Promise<Map<string, TrackedEvent[]>>;
}

/** A carrier's code read into a step: the listed ones, or 'in_transit' for any other scan. */
export const stepOf = (steps: Record<string, TrackingStep>, code: string): TrackingStep =>
  steps[code.toUpperCase()] ?? 'in_transit';
