import { useQuery } from '@tanstack/react-query';
import { api } from '#web/api/client.ts';
import { useLanguage } from '#web/state/language.ts';

/*
 * The shop's writers and categories, all of them, for the console's selects and filters (books, sales,
 * coupons), cached once under ['staff', 'choices', …] for every screen.
 */

export type Choice = { id: number; ar: string; en: string };

export function useWriterChoices() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['staff', 'choices', 'writers', language],
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await api('GET /writers', { signal, quiet: true })).data.map((w) => ({
        id: w.id,
        ar: w.name_ar,
        en: w.name_en,
      })),
  });
}

export function useCategoryChoices() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['staff', 'choices', 'categories', language],
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await api('GET /book-categories', { signal, quiet: true })).data.map((c) => ({
        id: c.id,
        ar: c.title_ar,
        en: c.title_en,
      })),
  });
}
