import { type IssuedFacts, inRiyals } from '#server/modules/invoicing/index.ts';
import { allocate } from '#shared/price.ts';
import type { UblDocument, UblLine } from './ubl.ts';

/*
 * A document charged in a currency without two decimals is issued in riyals (decision 110). ZATCA's
 * amounts have at most two decimals (EN 16931's BR-DEC rules): a KWD order's 3.838 cannot be written
 * exactly in its own currency, so its document is in SAR, ZATCA's tax currency, throughout. Every
 * amount is converted at the rate the document already gives its VAT in riyals at (the order's rate
 * and the riyal's, through the dollar, rounded once), and the sums are kept whole: the total and the
 * VAT are converted, the net amount is their difference, the lines share the net amount and the
 * allowance as `linesOf` shares them, and each line's VAT is its own net amount at the rate, rounded.
 * A line's price has at most two decimals too (BR-KSA-DEC-05) and times its quantity is its net
 * amount (BR-KSA-EN16931-11): a line whose halalas its copies cannot share evenly is written as two,
 * the copies at the lower price and those a halala dearer.
 */

/** Whether the document of an order charged with these decimals is written in riyals. */
const writtenInRiyals = (decimals: number) => decimals !== 2;

/** The line at `netCents`, as one line or two whose prices are whole halalas (see above). */
function evenlyPriced(line: UblLine, netCents: number): Omit<UblLine, 'taxCents'>[] {
  const { quantity } = line;
  const price = quantity > 0 ? Math.floor(netCents / quantity) : netCents;
  const dearer = quantity > 0 ? netCents - price * quantity : 0;
  if (dearer === 0) return [{ ...line, netCents }];
  return [
    { name: line.name, quantity: quantity - dearer, netCents: price * (quantity - dearer) },
    { name: line.name, quantity: dearer, netCents: (price + 1) * dearer },
  ];
}

/** The document with its amounts in halalas, when its currency has no two decimals; else itself. */
export function inRiyalsWhereNeeded(doc: UblDocument, facts: IssuedFacts): UblDocument {
  if (!writtenInRiyals(doc.decimals)) return doc;
  const riyals = (minor: number) => inRiyals(minor, facts, facts.riyalRateMicros);
  const taxCents = facts.taxRiyalCents;
  const netCents = riyals(facts.totalCents) - taxCents;
  const allowanceCents = riyals(doc.allowanceCents);
  const nets = allocate(
    netCents + allowanceCents,
    doc.lines.map((line) => line.netCents),
  );
  const lines = doc.lines.flatMap((line, i) =>
    evenlyPriced(line, nets[i]!).map((part) => ({
      ...part,
      taxCents: Math.round((part.netCents * doc.ratePercent) / 100),
    })),
  );
  return {
    ...doc,
    currency: 'SAR',
    decimals: 2,
    netCents,
    taxCents,
    taxRiyalCents: taxCents,
    lines,
    allowanceCents,
  };
}
