import { formatPrice, type PriceOptions, type PriceValue } from '#shared/price.ts';
import { ApproxPrice } from './ApproxPrice.tsx';

type PriceProps = PriceOptions & {
  value: PriceValue;
  className?: string;
  'data-testid'?: string;
  /** Also the approximate in the reader's display currency, after the price (reader pages only). */
  approx?: boolean;
};

/** A price in dollars; kept left-to-right inside Arabic text. */
export function Price({ value, className, 'data-testid': testId, approx, ...options }: PriceProps) {
  const price = (
    <bdi dir="ltr" className={className} data-testid={testId}>
      {formatPrice(value, options)}
    </bdi>
  );
  if (!approx) return price;
  return (
    <>
      {price}
      <ApproxPrice value={value} className="ms-1.5" />
    </>
  );
}
