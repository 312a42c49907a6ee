import { formatPrice, type PriceOptions, type PriceValue } from '#shared/price.ts';

type PriceProps = PriceOptions & { value: PriceValue; className?: string; 'data-testid'?: string };

/** A price in dollars; kept left-to-right inside Arabic text. */
export function Price({ value, className, 'data-testid': testId, ...options }: PriceProps) {
  return (
    <bdi dir="ltr" className={className} data-testid={testId}>
      {formatPrice(value, options)}
    </bdi>
  );
}
