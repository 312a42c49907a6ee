import { formatPrice, type PriceOptions, type PriceValue } from '#shared/price.ts';

type PriceProps = PriceOptions & { value: PriceValue; className?: string };

/** A price in dollars; kept left-to-right inside Arabic text. */
export function Price({ value, className, ...options }: PriceProps) {
  return (
    <bdi dir="ltr" className={className}>
      {formatPrice(value, options)}
    </bdi>
  );
}
