import { minorToUnits } from '#shared/minor-units.ts';
import { Price } from '#web/components/Price.tsx';

/** Whole minor units of a currency shown in it: 3838 fils as `KWD 3.838`, 9741 halalas as `SAR 97.41`. */
export function Money({ cents, currency, decimals }: { cents: number; currency: string; decimals: number }) {
  return <Price value={minorToUnits(cents, decimals)} currency={currency} />;
}
