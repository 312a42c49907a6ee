import type { Db } from '#server/db/client.ts';
import {
  type MarketCharge,
  marketBookPrices,
  marketCharge,
  marketOfCountry,
} from '#server/modules/markets/index.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import { allocate } from '#shared/price.ts';
import type { BoxLine } from './box-set-lines.ts';
import type { CheckedLines } from './order-lines.ts';

/*
 * The currency an order is charged in (decision 110): its buyer's market's, the market of the country
 * a PDF order is taxed in or a printed order ships to. Its books are priced there (fixed or converted
 * and rounded), a box set at its converted price shared among its books as in dollars, and a coupon
 * takes the same share of the books as it takes of their dollar prices.
 */

/** The country whose market an order is charged in. */
export const chargeCountryOf = (input: CreateOrderInput): number | null =>
  (input.is_hard_copy ? input.shipping_country_id : input.billing_country_id) ?? null;

/** How the order `input` describes is charged. */
export async function chargeOf(db: Db, input: CreateOrderInput) {
  const market = await marketOfCountry(db, chargeCountryOf(input));
  return { market, charge: marketCharge(market) };
}

/** A box set at its converted price, its books' shares of it in proportion to their dollar shares. */
function boxInCurrency(box: BoxLine, charge: MarketCharge): BoxLine {
  const unitPriceCents = charge.exact(box.unitPriceCents);
  const shares = allocate(
    unitPriceCents,
    box.components.map((c) => c.shareCents),
  );
  return {
    ...box,
    unitPriceCents,
    components: box.components.map((c, i) => ({
      ...c,
      listPriceCents: charge.exact(c.listPriceCents),
      shareCents: shares[i]!,
    })),
  };
}

/** The order's lines and box sets with their prices in the market's currency (whole minor units). */
export async function linesInMarket(
  db: Db,
  { market, charge }: Awaited<ReturnType<typeof chargeOf>>,
  input: CreateOrderInput,
  checked: CheckedLines,
): Promise<CheckedLines> {
  const boxes = checked.boxes.map((box) => boxInCurrency(box, charge));
  const own = checked.lines.filter((line) => line.box === undefined);
  const prices = await marketBookPrices(
    db,
    market,
    input.is_hard_copy ? 'hardcopy' : 'pdf',
    own.map((line) => ({ bookId: line.bookId, baseCents: line.unitPriceCents })),
  );
  let next = 0;
  const lines = checked.lines.map((line) => {
    if (line.box === undefined) return { ...line, unitPriceCents: prices[next++]! };
    const box = boxes[line.box]!;
    const share = box.components.find((c) => c.bookId === line.bookId)?.shareCents;
    return { ...line, unitPriceCents: share ?? charge.exact(line.unitPriceCents) };
  });
  return { lines, boxes };
}

/** A coupon's dollar discount as the same share of the books in the currency charged. */
export function discountInCurrency(discountCents: number, baseLines: CheckedLines, lines: CheckedLines) {
  const subtotal = (checked: CheckedLines) =>
    checked.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const base = subtotal(baseLines);
  if (discountCents <= 0 || base <= 0) return 0;
  if (discountCents >= base) return subtotal(lines);
  return allocate(subtotal(lines), [discountCents, base - discountCents])[0]!;
}
