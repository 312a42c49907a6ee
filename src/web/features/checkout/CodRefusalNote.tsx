import { useQuery } from '@tanstack/react-query';
import { COD_REFUSAL_CODES } from '#shared/cod-refusals.ts';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import { ApiError, api } from '#web/api/client.ts';
import { useLanguage } from '#web/state/language.ts';

/*
 * Why cash on delivery is not offered for this order (decision 103), in the reader's language: the
 * quote's `cod_refusal` while another payment is chosen, or the quote's own refusal while cash on
 * delivery is. The quote is asked once: this reads the same query the summary's price does.
 */

const refusalCodes: ReadonlySet<string> = new Set(COD_REFUSAL_CODES);

/** The server's reason cash on delivery is not offered for `body`, once it has said one. */
export function useCodRefusal(body: CreateOrderBody | undefined, quoteError: unknown): string | undefined {
  const { language } = useLanguage();
  const answer = useQuery({
    queryKey: ['quote', language, body],
    queryFn: ({ signal }) => api('POST /orders/quote', { body: body!, signal, quiet: true }),
    enabled: body !== undefined,
    select: (quoted) => quoted.cod_refusal?.message,
    retry: false,
  });
  if (quoteError instanceof ApiError && quoteError.code !== undefined && refusalCodes.has(quoteError.code)) {
    return quoteError.message;
  }
  return answer.error ? undefined : answer.data;
}

/** The reason, beside the payment choice. */
export function CodRefusalNote({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p
      id="cod-refusal"
      role="status"
      className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900"
    >
      {text}
    </p>
  );
}
