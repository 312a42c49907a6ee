import { describe, expect, it } from 'vitest';
import { componentTaxes } from './box-set-rows.ts';

/*
 * A box set's tax on its invoice, shared among its books (decision 096): by each book's amount times
 * its rate, in whole cents that add up to the box set's tax.
 */

describe('a box set’s tax shared among its books', () => {
  it('follows each book’s rate where the rates differ, and adds up to the tax exactly', () => {
    // $20.00 at 15% (3.00) and $10.00 at 5% (0.50): 3.50 in all.
    expect(
      componentTaxes(350, [
        { amountCents: 2000, rateBp: 1500 },
        { amountCents: 1000, rateBp: 500 },
      ]),
    ).toEqual([300, 50]);
    // A book at 0% carries none of it.
    expect(
      componentTaxes(150, [
        { amountCents: 1000, rateBp: 1500 },
        { amountCents: 1000, rateBp: 0 },
      ]),
    ).toEqual([150, 0]);
  });

  it('shares a once-rounded tax by the largest remainder', () => {
    // 10.21 + 12.77 + 17.02 = 40.00 at 15%: 6.00, shared 1.53…, 1.91…, 2.55…
    const shares = componentTaxes(600, [
      { amountCents: 1021, rateBp: 1500 },
      { amountCents: 1277, rateBp: 1500 },
      { amountCents: 1702, rateBp: 1500 },
    ]);
    expect(shares).toEqual([153, 192, 255]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(600);
  });
});
