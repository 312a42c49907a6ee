import type { Db } from '#server/db/client.ts';
import { clientCountry, rememberClientCountry } from '#server/modules/clients/index.ts';
import { countryCodesById } from '#server/modules/reference/index.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import { invalid, orderMessages } from './messages.ts';

/*
 * The country whose tax a PDF order pays (decision 088): the one the buyer names at checkout
 * (`billing_country_id`), else the one their profile remembers from their last digital checkout, else
 * none. The quote and the order both ask here, so they tax the same country. A printed order is taxed
 * where it goes, by its own address.
 */

/** The input with the PDF order's tax country filled in; 422 naming a country that does not exist. */
export async function withTaxCountry(
  db: Db,
  clientId: number | null,
  input: CreateOrderInput,
): Promise<CreateOrderInput> {
  if (input.is_hard_copy) return input;
  if (input.billing_country_id !== undefined) {
    const codes = await countryCodesById(db, [input.billing_country_id]);
    if (!codes.has(input.billing_country_id)) {
      throw invalid({ billing_country_id: [orderMessages.unknownCountry] });
    }
    return input;
  }
  const remembered = clientId === null ? null : await clientCountry(db, clientId);
  return remembered === null ? input : { ...input, billing_country_id: remembered };
}

/** Remembers on the buyer's profile the country a PDF order named, for their next checkout. */
export async function rememberTaxCountry(db: Db, clientId: number, input: CreateOrderInput) {
  if (input.is_hard_copy || input.billing_country_id === undefined) return;
  await rememberClientCountry(db, clientId, input.billing_country_id);
}
