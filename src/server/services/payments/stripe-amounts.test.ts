import { describe, expect, it } from 'vitest';
import { readSession } from './signed-events.ts';
import { fromStripeAmount, StripeAmountError, stripeDecimals, toStripeAmount } from './stripe-amounts.ts';

/* Stripe's amounts (https://docs.stripe.com/currencies) against the shop's minor units. */

describe("Stripe's amounts", () => {
  it('counts two-, zero- and three-decimal currencies as Stripe does', () => {
    expect([stripeDecimals('usd'), stripeDecimals('SAR'), stripeDecimals('EGP')]).toEqual([2, 2, 2]);
    expect([stripeDecimals('JPY'), stripeDecimals('krw')]).toEqual([0, 0]);
    expect([stripeDecimals('KWD'), stripeDecimals('BHD'), stripeDecimals('JOD')]).toEqual([3, 3, 3]);
    // ISK has no decimals, but Stripe still takes it with two.
    expect(stripeDecimals('ISK')).toBe(2);
  });

  it('sends the minor units as they are where Stripe counts them alike', () => {
    expect(toStripeAmount(1250, 'USD')).toBe(1250);
    expect(toStripeAmount(4599, 'AED')).toBe(4599);
    expect(toStripeAmount(500, 'JPY')).toBe(500);
    expect(toStripeAmount(3840, 'KWD')).toBe(3840);
    expect(toStripeAmount(5, 'ISK')).toBe(500);
  });

  it('refuses a three-decimal amount whose last digit is not 0, and what is not whole', () => {
    expect(() => toStripeAmount(3838, 'KWD')).toThrow(
      new StripeAmountError('Stripe takes KWD in tens of its minor unit: 3838 cannot be charged'),
    );
    expect(() => toStripeAmount(12.5, 'USD')).toThrow(new StripeAmountError('Amounts are whole minor units'));
  });

  it("reads Stripe's amounts back in the shop's minor units", () => {
    expect(fromStripeAmount(3840, 'KWD')).toBe(3840);
    expect(fromStripeAmount(500, 'ISK')).toBe(5);
    expect(fromStripeAmount(550, 'ISK')).toBeNull();
    const session = { id: 'cs_1', client_reference_id: '7', payment_status: 'paid', amount_total: 3840 };
    expect(readSession({ ...session, currency: 'kwd' })).toMatchObject({
      amountCents: 3840,
      currency: 'KWD',
    });
    expect(readSession({ ...session, amount_total: 500, currency: 'isk' })).toMatchObject({ amountCents: 5 });
  });
});
