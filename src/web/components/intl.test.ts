import { describe, expect, it } from 'vitest';
import { formatApproximate } from './ApproxPrice.tsx';
import { formatDate } from './dates.ts';
import { currencyNames, dateFormat, numberFormat } from './intl.ts';

describe("Intl's formatters, made once per locale and options", () => {
  it('gives the same number formatter for the same locale and options, another for others', () => {
    const sar = numberFormat('ar-u-nu-latn', { style: 'currency', currency: 'SAR' });
    expect(numberFormat('ar-u-nu-latn', { style: 'currency', currency: 'SAR' })).toBe(sar);
    expect(numberFormat('ar-u-nu-latn', { style: 'currency', currency: 'KWD' })).not.toBe(sar);
    expect(numberFormat('en-u-nu-latn', { style: 'currency', currency: 'SAR' })).not.toBe(sar);
  });

  it('gives the same date formatter for the same locale and options, another for others', () => {
    const long = dateFormat('ar', { dateStyle: 'long' });
    expect(dateFormat('ar', { dateStyle: 'long' })).toBe(long);
    expect(dateFormat('ar', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(long);
    expect(dateFormat('en', { dateStyle: 'long' })).not.toBe(long);
  });

  it('gives the same currency names for the same locale', () => {
    expect(currencyNames('ar')).toBe(currencyNames('ar'));
    expect(currencyNames('en')).not.toBe(currencyNames('ar'));
    expect(currencyNames('en').of('SAR')).toBe('Saudi Riyal');
  });

  it('writes dates and approximate prices as before', () => {
    expect(formatDate('2027-03-03', 'en')).toBe('March 3, 2027');
    const rate = { code: 'KWD', rate: 0.3, decimals: 3, set_at: null };
    expect(formatApproximate(17.4, rate, 'en')).toBe('KWD\u00a05.220');
  });
});
