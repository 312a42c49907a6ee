import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTapStandIn, type TapStandIn } from '#server/test/tap-stand-in.ts';
import { BadSignatureError } from './provider.ts';
import { tapProvider, tapRefundMarker, tapSourceFor } from './tap.ts';
import { decimalToMinor, minorToDecimal, TapError, tapCall } from './tap-api.ts';

/*
 * The Tap provider against the tap-stand-in (written from https://developers.tap.company/):
 * amounts in the currency's decimals, refunds idempotent on their key although Tap takes none, never
 * beyond what was captured, and the webhook's hashstring.
 */

const settings = { secretKey: 'sk_test_tap_provider', apiUrl: '', webhookUrl: 'https://shop.example/hook' };
const standIn = {} as TapStandIn;
beforeAll(async () => {
  Object.assign(standIn, await startTapStandIn(settings.secretKey));
  settings.apiUrl = standIn.apiUrl;
});
afterAll(async () => {
  await standIn.close();
});

async function capturedCharge(amount = 5000, currency = 'KWD', method?: string) {
  const provider = tapProvider(settings);
  const checkout = await provider.createCheckout({
    orderId: 7,
    amountCents: amount,
    currency,
    description: 'Order 7',
    successUrl: 'https://shop.example/#/payment-return?order=7',
    cancelUrl: 'https://shop.example/#/payment-return?order=7&cancelled=1',
    method,
  });
  const notice = standIn.pay(checkout.sessionId);
  return { provider, chargeId: checkout.sessionId, notice };
}

const refundsOf = (chargeId: string) =>
  standIn.calls.filter((c) => c.path === '/v2/refunds' && c.body?.charge_id === chargeId).map((c) => c.body);

describe("Tap's amounts", () => {
  it('writes KWD with three decimals and reads it back exactly', () => {
    expect(minorToDecimal(1234, 'KWD')).toBe('1.234');
    expect(minorToDecimal(5, 'kwd')).toBe('0.005');
    expect(minorToDecimal(1250, 'SAR')).toBe('12.50');
    expect(minorToDecimal(1000, 'BHD')).toBe('1.000');
    expect(decimalToMinor('1.234', 'KWD')).toBe(1234);
    expect(decimalToMinor(1.234, 'KWD')).toBe(1234);
    expect(decimalToMinor(0.005, 'KWD')).toBe(5);
    expect(decimalToMinor(12.5, 'SAR')).toBe(1250);
    expect(decimalToMinor(1.2345, 'KWD')).toBeNull();
    expect(decimalToMinor(12.505, 'USD')).toBeNull();
    expect(() => minorToDecimal(12.5, 'USD')).toThrow(new Error('Amounts are whole minor units'));
  });

  it('opens KNET only for a KWD charge that asks for it', () => {
    expect(tapSourceFor('KWD', 'knet')).toBe('src_kw.knet');
    expect(tapSourceFor('USD', 'knet')).toBe('src_all');
    expect(tapSourceFor('KWD')).toBe('src_all');
  });
});

describe('Tap checkouts and notices', () => {
  it('creates a KNET charge of 1.234 KWD and reads it captured', async () => {
    const before = standIn.calls.length;
    const { provider, chargeId, notice } = await capturedCharge(1234, 'KWD', 'knet');
    expect(standIn.calls[before]!.body).toEqual({
      amount: 1.234,
      currency: 'KWD',
      description: 'Order 7',
      source: { id: 'src_kw.knet' },
      redirect: { url: 'https://shop.example/#/payment-return?order=7' },
      post: { url: 'https://shop.example/hook' },
      reference: { order: '7' },
      metadata: { order_id: '7' },
    });
    expect(await provider.retrieve(chargeId)).toEqual({
      paid: true,
      open: false,
      url: `${standIn.apiUrl}/pay/${chargeId}`,
      reference: chargeId,
      amountCents: 1234,
      currency: 'KWD',
      orderId: 7,
    });
    expect(provider.parseWebhook(Buffer.from(notice.body), { hashstring: notice.hashstring })).toEqual({
      id: `${chargeId}:CAPTURED`,
      type: 'checkout.completed',
      sessionId: chargeId,
      orderId: 7,
      reference: chargeId,
      amountCents: 1234,
      currency: 'KWD',
    });
    expect(await provider.retrieve('chg_unknown')).toMatchObject({ paid: false, open: false });
  });

  it('sends a card charge of 3838 fils as 3.838 KWD, and reads 3838 back from the charge and the notice', async () => {
    const before = standIn.calls.length;
    const { provider, chargeId, notice } = await capturedCharge(3838, 'KWD');
    expect(standIn.calls[before]!.body).toMatchObject({
      amount: 3.838,
      currency: 'KWD',
      source: { id: 'src_all' },
    });
    expect(JSON.parse(notice.body)).toMatchObject({ amount: 3.838, currency: 'KWD' });
    expect(await provider.retrieve(chargeId)).toMatchObject({
      paid: true,
      amountCents: 3838,
      currency: 'KWD',
    });
    expect(provider.parseWebhook(Buffer.from(notice.body), { hashstring: notice.hashstring })).toMatchObject({
      type: 'checkout.completed',
      amountCents: 3838,
      currency: 'KWD',
    });
    await provider.refund(chargeId, 1919, 'key-kwd');
    expect(refundsOf(chargeId).map((b) => [b?.amount, b?.currency])).toEqual([[1.919, 'KWD']]);
  });

  it('refuses a notice without our hashstring', async () => {
    const { provider, notice } = await capturedCharge(1234, 'KWD');
    const parse = (body: string, headers: Record<string, string>) => () =>
      provider.parseWebhook(Buffer.from(body), headers);
    const changed = JSON.stringify({ ...JSON.parse(notice.body), amount: 12.34 });
    const wrongKey = standIn.pay(JSON.parse(notice.body).id, {}, 'sk_test_other');
    for (const attempt of [
      parse(notice.body, {}),
      parse(changed, { hashstring: notice.hashstring }),
      parse(wrongKey.body, { hashstring: wrongKey.hashstring }),
      parse('not json', { hashstring: notice.hashstring }),
    ]) {
      expect(attempt).toThrow(BadSignatureError);
    }
  });
});

describe('Tap refunds', () => {
  it('moves money once for a key asked twice, and again for another key', async () => {
    const { provider, chargeId } = await capturedCharge(5000, 'KWD');
    const first = await provider.refund(chargeId, 1200, 'key-a');
    expect(await provider.refund(chargeId, 1200, 'key-a')).toEqual(first);
    expect(refundsOf(chargeId)).toEqual([
      {
        charge_id: chargeId,
        amount: 1.2,
        currency: 'KWD',
        reason: 'requested_by_customer',
        reference: { merchant: tapRefundMarker('key-a') },
      },
    ]);
    await provider.refund(chargeId, 800, 'key-b');
    expect(refundsOf(chargeId).map((b) => b?.amount)).toEqual([1.2, 0.8]);
  });

  it('refuses to refund more than is left of the charge, before asking Tap', async () => {
    const { provider, chargeId } = await capturedCharge(5000, 'SAR');
    await provider.refund(chargeId, 4000, 'key-1');
    await expect(provider.refund(chargeId, 1001, 'key-2')).rejects.toThrow(
      new Error(`Refund of 1001 exceeds the 1000 left on Tap charge ${chargeId}`),
    );
    expect(refundsOf(chargeId).map((b) => b?.amount)).toEqual([40]);
  });

  it("is refused by Tap over the captured amount, with Tap's error", async () => {
    const { chargeId } = await capturedCharge(5000, 'KWD');
    const over = tapCall(settings, 'POST', '/v2/refunds', {
      charge_id: chargeId,
      amount: 5.001,
      currency: 'KWD',
    });
    await expect(over).rejects.toMatchObject({
      status: 400,
      code: '1126',
      message: 'Refund amount is greater than the refundable amount',
    });
    await expect(over).rejects.toBeInstanceOf(TapError);
    const unauthorised = tapCall(
      { ...settings, secretKey: 'sk_test_other' },
      'GET',
      `/v2/charges/${chargeId}`,
    );
    await expect(unauthorised).rejects.toMatchObject({ status: 401, message: 'Authentication required' });
  });
});
