import { describe, expect, it } from 'vitest';
import { decimalAmount, minorUnits } from '#shared/minor-units.ts';
import { convertedMinor, roundMinor } from './rounding.ts';

/* Converting a dollar price to a market's currency and rounding it by the market's rule (decision 109). */

const kwd = { rateMicros: 307_000, decimals: 3 };
const egp = { rateMicros: 48_500_000, decimals: 2 };
const sar = { rateMicros: 3_750_000, decimals: 2 };
const jpy = { rateMicros: 150_250_000, decimals: 0 };

describe('conversion to minor units', () => {
  it('multiplies as integers and rounds half away from zero', () => {
    expect(minorUnits(1250, kwd)).toBe(3838); // 3.8375 KWD
    expect(minorUnits(1250, egp)).toBe(60_625); // 606.25 EGP
    expect(minorUnits(1250, sar)).toBe(4688); // 46.875 SAR
    expect(minorUnits(1250, jpy)).toBe(1878); // 1878.125 JPY
    expect(minorUnits(0, kwd)).toBe(0);
  });

  it('writes minor units with the currency’s decimals', () => {
    expect(decimalAmount(3838, 3)).toBe('3.838');
    expect(decimalAmount(60_699, 2)).toBe('606.99');
    expect(decimalAmount(1878, 0)).toBe('1878');
    expect(decimalAmount(5, 3)).toBe('0.005');
  });
});

describe('rounding rules, always upward', () => {
  it('none keeps the minor unit', () => {
    expect(roundMinor(3838, 3, 'none')).toBe(3838);
  });

  it('unit goes up to a whole unit', () => {
    expect(convertedMinor(1250, { ...kwd, rounding: 'unit' })).toBe(4000);
    expect(roundMinor(4688, 2, 'unit')).toBe(4700);
    expect(roundMinor(4700, 2, 'unit')).toBe(4700);
  });

  it('half goes up to the next .50', () => {
    expect(roundMinor(4688, 2, 'half')).toBe(4700);
    expect(roundMinor(4620, 2, 'half')).toBe(4650);
    expect(roundMinor(4650, 2, 'half')).toBe(4650);
    expect(convertedMinor(1250, { ...kwd, rounding: 'half' })).toBe(4000);
    expect(roundMinor(3338, 3, 'half')).toBe(3500);
  });

  it('ninety_five and ninety_nine go up to the next amount ending so', () => {
    expect(roundMinor(4688, 2, 'ninety_five')).toBe(4695);
    expect(roundMinor(4696, 2, 'ninety_five')).toBe(4795);
    expect(roundMinor(4695, 2, 'ninety_five')).toBe(4695);
    expect(roundMinor(10, 2, 'ninety_five')).toBe(95);
    expect(convertedMinor(1250, { ...egp, rounding: 'ninety_nine' })).toBe(60_699);
    expect(roundMinor(60_699, 2, 'ninety_nine')).toBe(60_699);
    expect(roundMinor(60_700, 2, 'ninety_nine')).toBe(60_799);
    expect(convertedMinor(1250, { ...kwd, rounding: 'ninety_five' })).toBe(3950);
  });

  it('keeps a free book free', () => {
    for (const rule of ['unit', 'half', 'ninety_five', 'ninety_nine'] as const) {
      expect(convertedMinor(0, { ...sar, rounding: rule })).toBe(0);
    }
  });

  it('leaves a currency without decimals in whole units', () => {
    for (const rule of ['unit', 'half', 'ninety_five', 'ninety_nine'] as const) {
      expect(convertedMinor(1250, { ...jpy, rounding: rule })).toBe(1878);
    }
  });
});
