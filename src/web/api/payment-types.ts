import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '#web/state/language.ts';
import { api } from './client.ts';

/** Active payment types in the page's language (GET /payment-types). */
export function usePaymentTypes() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['payment-types', language],
    queryFn: ({ signal }) => api('GET /payment-types', { signal }),
    select: (answer) => answer.data,
  });
}

/**
 * Whether the shop takes cards, so PDFs can be bought: a payment type not kept for hard copies is
 * offered. Undefined until the answer comes.
 */
export function useCardPayments(): boolean | undefined {
  const types = usePaymentTypes();
  return types.data?.some((type) => !type.hard_copy_only);
}
