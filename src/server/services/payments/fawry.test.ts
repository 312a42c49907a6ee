import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FawryStandIn, startFawryStandIn } from '#server/test/fawry-stand-in.ts';
import { fawryProvider, fawryRefundMarker } from './fawry.ts';
import { FawryError, fawryCall, fawryToMinor, minorToFawry } from './fawry-api.ts';
import { BadSignatureError, type PaymentProvider } from './provider.ts';

/*
 * The Fawry provider against the fawry-stand-in (written from https://developer.fawrystaging.com/):
 * Pay at Fawry references with signed charges, status, the signed server notification, and refunds,
 * full and partial, never beyond what was paid, once per key.
 */

const settings = { merchantCode: 'is0N+YQzlE4=', secureKey: 'fawry_test_secure_key', apiUrl: '' };
const standIn = {} as FawryStandIn;
let provider: PaymentProvider;
beforeAll(async () => {
  Object.assign(standIn, await startFawryStandIn(settings.merchantCode, settings.secureKey));
  settings.apiUrl = standIn.apiUrl;
  provider = fawryProvider(settings);
});
afterAll(async () => {
  await standIn.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const expiresAt = new Date('2030-01-02T03:04:05.000Z');

async function voucher(amountCents = 12500, orderId = 7) {
  const made = await provider.createVoucher!({
    orderId,
    amountCents,
    currency: 'EGP',
    description: `Order ${orderId}`,
    expiresAt,
    customerEmail: 'reader@example.com',
  });
  return { ...made, charge: standIn.charges.get(made.sessionId)! };
}

async function paidVoucher(amountCents = 12500) {
  const made = await voucher(amountCents);
  standIn.pay(made.sessionId);
  return made;
}

const refundCalls = (reference: string) =>
  standIn.calls.filter((c) => c.path.endsWith('/refund') && c.body?.referenceNumber === reference);

describe("Fawry's amounts", () => {
  it('writes two decimals and refuses other currencies and fractions before asking', () => {
    expect(minorToFawry(12500, 'EGP')).toBe('125.00');
    expect(minorToFawry(5, 'egp')).toBe('0.05');
    expect(fawryToMinor(20.1)).toBe(2010);
    expect(fawryToMinor('152.00')).toBe(15200);
    expect(fawryToMinor(1.234)).toBeNull();
    expect(() => minorToFawry(1234, 'KWD')).toThrow(new Error('Fawry cannot take the currency KWD'));
    expect(() => minorToFawry(12.5, 'EGP')).toThrow(new Error('Fawry takes whole minor units'));
  });

  it('refuses a voucher in a currency Fawry cannot take, without a call', async () => {
    const before = standIn.calls.length;
    const ask = provider.createVoucher!({
      orderId: 7,
      amountCents: 1234,
      currency: 'KWD',
      description: 'Order 7',
      expiresAt,
    });
    await expect(ask).rejects.toThrow(new Error('Fawry cannot take the currency KWD'));
    expect(standIn.calls.length).toBe(before);
  });
});

describe('Fawry vouchers and their status', () => {
  it('asks a signed Pay at Fawry charge for 125.00 EGP and reads it unpaid', async () => {
    const before = standIn.calls.length;
    const made = await voucher(12500, 7);
    expect(made.sessionId).toMatch(/^7-[0-9a-f]{8}$/);
    expect(made.reference).toBe(made.charge.referenceNumber);
    expect(made.expiresAt).toEqual(expiresAt);
    const call = standIn.calls[before]!;
    expect(call.path).toBe('/ECommerceWeb/Fawry/payments/charge');
    expect(call.body).toEqual({
      merchantCode: settings.merchantCode,
      merchantRefNum: made.sessionId,
      customerEmail: 'reader@example.com',
      paymentMethod: 'PAYATFAWRY',
      amount: 125,
      currencyCode: 'EGP',
      description: 'Order 7',
      paymentExpiry: expiresAt.getTime(),
      chargeItems: [{ itemId: 'order-7', description: 'Order 7', price: 125, quantity: 1 }],
      signature: sha256(`${settings.merchantCode}${made.sessionId}PAYATFAWRY125.00${settings.secureKey}`),
    });
    expect(await provider.retrieve(made.sessionId)).toEqual({
      paid: false,
      open: true,
      url: null,
      reference: made.reference,
      amountCents: 12500,
      currency: 'EGP',
      orderId: 7,
    });
    const status = standIn.calls.at(-1)!;
    expect(status.query).toEqual({
      merchantCode: settings.merchantCode,
      merchantRefNumber: made.sessionId,
      signature: sha256(`${settings.merchantCode}${made.sessionId}${settings.secureKey}`),
    });
  });

  it('reads a paid reference as paid, and an expired one as closed', async () => {
    const paid = await paidVoucher(12500);
    expect(await provider.retrieve(paid.sessionId)).toEqual({
      paid: true,
      open: false,
      url: null,
      reference: paid.reference,
      amountCents: 12500,
      currency: 'EGP',
      orderId: 7,
    });
    const late = await voucher(9900, 8);
    standIn.expire(late.sessionId);
    expect(await provider.retrieve(late.sessionId)).toMatchObject({ paid: false, open: false, orderId: 8 });
    expect(await provider.retrieve('7-00000000')).toMatchObject({
      paid: false,
      open: false,
      reference: null,
    });
  });

  it('has no card page', async () => {
    const checkout = provider.createCheckout({
      orderId: 7,
      amountCents: 100,
      currency: 'EGP',
      description: 'Order 7',
      successUrl: 'https://shop.example/#/payment-return?order=7',
      cancelUrl: 'https://shop.example/#/payment-return?order=7&cancelled=1',
    });
    await expect(checkout).rejects.toThrow(
      new Error('Fawry gives a reference to pay at an outlet, not a card page: ask for a voucher'),
    );
  });

  it("is refused by Fawry with a wrong signature, with Fawry's code", async () => {
    const wrong = fawryProvider({ ...settings, secureKey: 'another key' });
    const ask = wrong.retrieve('7-00000000');
    await expect(ask).rejects.toBeInstanceOf(FawryError);
    await expect(ask).rejects.toMatchObject({ code: 9946, message: 'Wrong Signature' });
  });
});

describe("Fawry's notices", () => {
  it('reads a signed PAID notice as the completed checkout', async () => {
    const made = await voucher(12500, 9);
    const body = standIn.pay(made.sessionId, { feesMinor: 250 });
    expect(JSON.parse(body)).toMatchObject({ paymentAmount: 127.5, orderAmount: 125, fawryFees: 2.5 });
    expect(provider.parseWebhook(Buffer.from(body), {})).toEqual({
      id: `${made.reference}:PAID`,
      type: 'checkout.completed',
      sessionId: made.sessionId,
      orderId: 9,
      reference: made.reference,
      amountCents: 12500,
      currency: 'EGP',
    });
    const late = await voucher(500, 10);
    const expired = provider.parseWebhook(Buffer.from(standIn.expire(late.sessionId)), {});
    expect(expired).toMatchObject({ id: `${late.reference}:EXPIRED`, type: 'other', orderId: 10 });
  });

  it('refuses a notice without our messageSignature', async () => {
    const made = await voucher(12500);
    const body = standIn.pay(made.sessionId);
    const notice = JSON.parse(body);
    const parse = (raw: string) => () => provider.parseWebhook(Buffer.from(raw), {});
    const { messageSignature: _, ...unsigned } = notice;
    for (const attempt of [
      parse(JSON.stringify(unsigned)),
      parse(JSON.stringify({ ...notice, orderAmount: 1 })),
      parse(JSON.stringify({ ...notice, paymentAmount: 'x' })),
      parse(standIn.notice(made.sessionId, 'another key')),
      parse('not json'),
    ]) {
      expect(attempt).toThrow(BadSignatureError);
    }
  });
});

describe('Fawry refunds', () => {
  it('refunds in full or in part, signed, never beyond what was paid', async () => {
    const made = await paidVoucher(5000);
    await expect(provider.refund(made.reference, 1200, 'key-a')).resolves.toEqual({
      id: `${made.reference}/${fawryRefundMarker('key-a')}`,
    });
    expect(standIn.charges.get(made.sessionId)!.orderStatus).toBe('PARTIAL_REFUNDED');
    expect(await provider.retrieve(made.sessionId)).toMatchObject({ paid: true, reference: made.reference });
    const reason = fawryRefundMarker('key-a');
    expect(refundCalls(made.reference).map((c) => c.body)).toEqual([
      {
        merchantCode: settings.merchantCode,
        referenceNumber: made.reference,
        refundAmount: 12,
        reason,
        signature: sha256(`${settings.merchantCode}${made.reference}12.00${reason}${settings.secureKey}`),
      },
    ]);
    await expect(provider.refund(made.reference, 3801, 'key-b')).rejects.toThrow(
      new FawryError(9963, 'Refund amount exceeds the refundable amount'),
    );
    await provider.refund(made.reference, 3800, 'key-b');
    expect(standIn.charges.get(made.sessionId)!.orderStatus).toBe('REFUNDED');
    expect(
      standIn.refunds.filter((r) => r.referenceNumber === made.reference).map((r) => r.refundMinor),
    ).toEqual([1200, 3800]);
  });

  it('moves money once for a key asked twice, even at the same time', async () => {
    const made = await paidVoucher(12500);
    const both = await Promise.all([
      provider.refund(made.reference, 100, 'key-k'),
      provider.refund(made.reference, 100, 'key-k'),
    ]);
    expect(both[0]).toEqual(both[1]);
    const rest = await provider.refund(made.reference, 12400);
    expect(await provider.refund(made.reference, 12400)).toEqual(rest);
    expect(refundCalls(made.reference).map((c) => c.body?.refundAmount)).toEqual([1, 124]);
    // Nothing is left: Fawry refuses, and a refusal is not remembered.
    await expect(provider.refund(made.reference, 100, 'key-z')).rejects.toThrow(
      new FawryError(9963, 'Refund amount exceeds the refundable amount'),
    );
    expect(refundCalls(made.reference)).toHaveLength(3);
  });

  it('refuses a refund of an unpaid reference or of no money', async () => {
    const made = await voucher(12500);
    await expect(provider.refund(made.reference, 100, 'x')).rejects.toThrow(
      new FawryError(9963, 'Order is not paid'),
    );
    await expect(provider.refund(made.reference, 0, 'y')).rejects.toThrow(
      new Error('A Fawry refund is a positive whole number of minor units'),
    );
    const over = fawryCall(settings, 'POST', '/ECommerceWeb/Fawry/payments/refund', {
      body: {
        merchantCode: settings.merchantCode,
        referenceNumber: made.reference,
        refundAmount: 1,
        signature: 'x',
      },
    });
    await expect(over).rejects.toMatchObject({ code: 9946, message: 'Wrong Signature' });
  });
});
