import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoyasarStandIn, startMoyasarStandIn } from '#server/test/moyasar-stand-in.ts';
import { moyasarProvider, refundMarker } from './moyasar.ts';
import { MoyasarError, moyasarCall } from './moyasar-api.ts';
import { BadSignatureError } from './provider.ts';

/*
 * The Moyasar provider against the moyasar-stand-in (written from https://docs.moyasar.com/api/):
 * refunds idempotent on their key although Moyasar takes none, never beyond what was paid, and the
 * webhook's secret token.
 */

const settings = { secretKey: 'sk_test_provider', webhookSecret: 'token-provider', apiUrl: '' };
const standIn = {} as MoyasarStandIn;
beforeAll(async () => {
  Object.assign(standIn, await startMoyasarStandIn(settings.secretKey));
  settings.apiUrl = standIn.apiUrl;
});
afterAll(async () => {
  await standIn.close();
});

/** A paid payment of `amount` on a new invoice; its id. */
async function paidPayment(amount = 5000) {
  const provider = moyasarProvider(settings);
  const checkout = await provider.createCheckout({
    orderId: 7,
    amountCents: amount,
    currency: 'SAR',
    description: 'Order 7',
    successUrl: 'https://shop.example/#/payment-return?order=7',
    cancelUrl: 'https://shop.example/#/payment-return?order=7&cancelled=1',
  });
  standIn.pay(checkout.sessionId, settings.webhookSecret);
  return {
    provider,
    invoiceId: checkout.sessionId,
    reference: standIn.invoices.get(checkout.sessionId)!.payments[0]!.id,
  };
}

const refundsOf = (reference: string) =>
  standIn.calls.filter((c) => c.path === `/v1/payments/${reference}/refund`).map((c) => c.body);

describe('Moyasar refunds', () => {
  it('moves money once for a key asked twice, and again for another key', async () => {
    const { provider, reference } = await paidPayment(5000);
    const first = await provider.refund(reference, 1200, 'key-a');
    const repeated = await provider.refund(reference, 1200, 'key-a');
    expect(first).toEqual({ id: `${reference}/refunded-1200` });
    expect(repeated).toEqual(first);
    expect(refundsOf(reference)).toEqual([{ amount: 1200 }]);
    expect(standIn.payments.get(reference)!.metadata).toEqual({ [refundMarker('key-a')]: '1200' });

    expect(await provider.refund(reference, 800, 'key-b')).toEqual({ id: `${reference}/refunded-2000` });
    expect(refundsOf(reference)).toEqual([{ amount: 1200 }, { amount: 800 }]);
    expect(standIn.payments.get(reference)!.refunded).toBe(2000);
  });

  it('refunds what is missing when the key was recorded but the refund never reached Moyasar', async () => {
    const { provider, reference } = await paidPayment(5000);
    await moyasarCall(settings, 'PUT', `/v1/payments/${reference}`, {
      metadata: { [refundMarker('key-lost')]: '700' },
    });
    expect(await provider.refund(reference, 700, 'key-lost')).toEqual({ id: `${reference}/refunded-700` });
    expect(refundsOf(reference)).toEqual([{ amount: 700 }]);
  });

  it('refuses to refund more than is left of the payment, before asking Moyasar', async () => {
    const { provider, reference } = await paidPayment(5000);
    await provider.refund(reference, 4000, 'key-1');
    await expect(provider.refund(reference, 1001, 'key-2')).rejects.toThrow(
      new Error(`Refund of 1001 exceeds the 1000 left on Moyasar payment ${reference}`),
    );
    expect(refundsOf(reference)).toEqual([{ amount: 4000 }]);
  });

  it("is refused by Moyasar over the paid amount, with Moyasar's error", async () => {
    const { reference } = await paidPayment(5000);
    const over = moyasarCall(settings, 'POST', `/v1/payments/${reference}/refund`, { amount: 5001 });
    await expect(over).rejects.toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      message: 'Refunded amount exceeds the payment amount',
    });
    await expect(over).rejects.toBeInstanceOf(MoyasarError);
    const fraction = moyasarCall(settings, 'POST', `/v1/payments/${reference}/refund`, { amount: 12.5 });
    await expect(fraction).rejects.toMatchObject({ status: 400, message: 'Validation Failed' });
    const unauthorised = moyasarCall(
      { ...settings, secretKey: 'sk_test_other' },
      'GET',
      `/v1/payments/${reference}`,
    );
    await expect(unauthorised).rejects.toMatchObject({
      status: 401,
      type: 'authentication_error',
      message: 'Invalid authorization credentials',
    });
  });
});

describe('Moyasar checkouts and notices', () => {
  it('reads a paid invoice with its payment, amount, currency and order', async () => {
    const { provider, invoiceId, reference } = await paidPayment(5000);
    expect(await provider.retrieve(invoiceId)).toEqual({
      paid: true,
      open: false,
      url: `${standIn.apiUrl}/invoices/${invoiceId}`,
      reference,
      amountCents: 5000,
      currency: 'SAR',
      orderId: 7,
    });
    expect(await provider.retrieve('00000000-0000-4000-8000-000000000000')).toMatchObject({
      paid: false,
      open: false,
    });
  });

  it('refuses a fractional amount before asking Moyasar', async () => {
    const provider = moyasarProvider(settings);
    const request = {
      orderId: 1,
      amountCents: 10.5,
      currency: 'SAR',
      description: 'x',
      successUrl: 'https://a.example',
      cancelUrl: 'https://a.example',
    };
    await expect(provider.createCheckout(request)).rejects.toThrow(
      new Error('Moyasar takes whole minor units'),
    );
  });

  it('reads a notice carrying our secret token, and refuses any other', async () => {
    const { provider, invoiceId, reference } = await paidPayment(5000);
    const payment = standIn.payments.get(reference)!;
    const body = standIn.notice(payment, settings.webhookSecret, 'payment_paid', 'evt-1');
    expect(provider.parseWebhook(Buffer.from(body), {})).toEqual({
      id: 'evt-1',
      type: 'checkout.completed',
      sessionId: invoiceId,
      orderId: null,
      reference,
      amountCents: 5000,
      currency: 'SAR',
    });
    expect(() => provider.parseWebhook(Buffer.from(standIn.notice(payment, 'other')), {})).toThrow(
      new BadSignatureError('wrong secret token'),
    );
    expect(() => provider.parseWebhook(Buffer.from('{'), {})).toThrow(
      new BadSignatureError('the notice is not JSON'),
    );
    expect(() => provider.parseWebhook(Buffer.from('null'), {})).toThrow(
      new BadSignatureError('no secret token'),
    );
  });
});
