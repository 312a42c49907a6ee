import { useQuery } from '@tanstack/react-query';
import { api } from '#web/api/client.ts';
import { useLanguage } from '#web/state/language.ts';
import { type QueryOf, staffResource } from '../resource/index.ts';

/* The calls of the coupons screen, cached under ['staff', 'coupons']. */

export type CouponsQuery = QueryOf<'/staff/coupons'>;

/** Every write shows in the activity log. */
export const coupons = staffResource('/staff/coupons', { alsoChanges: [['staff', 'activity']] });

/** The shop's categories, for a code limited to some of them (GET /book-categories). */
export function useCategoryChoices() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['staff', 'choices', 'categories', language],
    queryFn: async ({ signal }) =>
      (await api('GET /book-categories', { signal, quiet: true })).data.map((c) => ({
        id: c.id,
        ar: c.title_ar,
        en: c.title_en,
      })),
  });
}
