import { useQuery } from '@tanstack/react-query';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import { api } from '#web/api/client.ts';
import { useLanguage } from '#web/state/language.ts';

/*
 * The ways to pay the buyer's market offers (decision 109), as the quote tells them once the country
 * is known: the checkout shows only those. The quote is asked once: this reads the same query the
 * summary's price does. Undefined until the quote has answered.
 */
export function useMarketMethods(body: CreateOrderBody | undefined): PaymentMethod[] | undefined {
  const { language } = useLanguage();
  const answer = useQuery({
    queryKey: ['quote', language, body],
    queryFn: ({ signal }) => api('POST /orders/quote', { body: body!, signal, quiet: true }),
    enabled: body !== undefined,
    select: (quoted) => quoted.payment_methods,
    retry: false,
  });
  return answer.error ? undefined : answer.data;
}
