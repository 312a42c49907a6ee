import { type QueryOf, staffResource } from '../../console/resource/index.ts';

/* The calls of the coupons screen, cached under ['staff', 'coupons']. */

export type CouponsQuery = QueryOf<'/staff/coupons'>;

/** Every write shows in the activity log. */
export const coupons = staffResource('/staff/coupons', { alsoChanges: [['staff', 'activity']] });

/** The shop's categories, for a code limited to some of them. */
export { useCategoryChoices } from '../../console/choices.ts';
