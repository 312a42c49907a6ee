import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatPrice, priceAmount } from './price.ts';

describe('price formatting', () => {
  it('shows a number of dollars with the dollar sign and two decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it('reads the price out of an object', () => {
    expect(formatPrice({ price: 12.5 })).toBe('$12.50');
    expect(formatPrice({ price: '7' })).toBe('$7.00');
  });

  it('multiplies by the rate and formats another currency', () => {
    expect(formatPrice(10, { rate: 2 })).toBe('$20.00');
    expect(formatPrice(10, { currency: 'EUR' })).toBe('€10.00');
  });

  it('treats missing or broken values as zero', () => {
    expect(priceAmount(null)).toBe(0);
    expect(priceAmount(undefined)).toBe(0);
    expect(priceAmount({ price: null })).toBe(0);
    expect(formatPrice('abc')).toBe('$0.00');
  });

  it('turns dollars into whole cents, rounding to the nearest cent, and cents back into dollars', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(12.344)).toBe(1234);
    expect(dollarsToCents(12.346)).toBe(1235);
    expect(dollarsToCents(0)).toBe(0);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(dollarsToCents(1234.5))).toBe(1234.5);
  });
});
