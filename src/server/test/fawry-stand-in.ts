import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * fawry-stand-in: a local HTTP server standing in for www.atfawry.com in tests, since this machine
 * cannot reach Fawry. Written from FawryPay's documentation: the Pay at Fawry charge
 * (https://developer.fawrystaging.com/docs/server-apis/create-payment-refno-apis,
 * https://atfawry.com/developer-guide/checkout-Api.html), Get Payment Status V2
 * (https://developer.fawrystaging.com/docs/payment-notifications/get-payment-status-v2), the refund
 * (https://developer.fawrystaging.com/docs/server-apis/refund-issue-api) and the server notification
 * V2 (https://developer.fawrystaging.com/docs/server-apis/payment-notifications/server-notification-v2).
 * Every request is signed with SHA-256 over its fields and the secure key; an error is told in
 * `statusCode`/`statusDescription` (https://atfawry.com/developer-guide/payment-status.html: 9901,
 * 9946, 9938 are Fawry's; 9960, 9961, 9962, 9963 are the stand-in's own). Fawry takes EGP; the
 * stand-in takes the three-letter currency code it is sent and tells it back as `currencyCode` in its
 * status answers and notices. It keeps charges and refunds in memory and records every call.
 */

export type FawryCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
};

export type FawryStatus = 'UNPAID' | 'PAID' | 'EXPIRED' | 'CANCELED' | 'REFUNDED' | 'PARTIAL_REFUNDED';

export type FawryCharge = {
  merchantRefNumber: string;
  referenceNumber: string;
  /** The order's amount and Fawry's fees paid by the buyer, in minor units (piastres). */
  orderMinor: number;
  feesMinor: number;
  refundedMinor: number;
  currencyCode: string;
  description: string;
  customerEmail: string | null;
  orderStatus: FawryStatus;
  expirationTime: number;
  paymentTime: number | null;
  paymentRefrenceNumber: string | null;
};

export type FawryRefund = { referenceNumber: string; refundMinor: number; reason: string };

const OK = { statusCode: 200, statusDescription: 'Operation done successfully' };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const decimal = (minor: number) => (minor / 100).toFixed(2);
/** A decimal with at most two places as minor units; null for anything else. */
const minorOf = (value: unknown) => {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const minor = Math.round(amount * 100);
  return Math.abs(minor - amount * 100) < 1e-6 ? minor : null;
};
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  return body ? (JSON.parse(body) as Record<string, unknown>) : null;
}

/** Starts the stand-in on `port` (any free one by default) for one merchant and its secure key. */
export async function startFawryStandIn(merchantCode: string, secureKey: string, port = 0) {
  const calls: FawryCall[] = [];
  const charges = new Map<string, FawryCharge>();
  const refunds: FawryRefund[] = [];

  const send = (response: ServerResponse, type: string, body: object) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ type, ...body }));
  };
  const fail = (response: ServerResponse, type: string, statusCode: number, statusDescription: string) =>
    send(response, type, { statusCode, statusDescription });

  /** A charge past its expiry is expired when it is next read. */
  function current(charge: FawryCharge) {
    if (charge.orderStatus === 'UNPAID' && charge.expirationTime <= Date.now())
      charge.orderStatus = 'EXPIRED';
    return charge;
  }
  const amounts = (charge: FawryCharge) => ({
    orderAmount: charge.orderMinor / 100,
    paymentAmount: (charge.orderMinor + charge.feesMinor) / 100,
    fawryFees: charge.feesMinor / 100,
  });

  function charge(body: Record<string, unknown>, response: ServerResponse) {
    const type = 'ChargeResponse';
    if (body.merchantCode !== merchantCode) return fail(response, type, 9901, 'Invalid merchant code');
    const minor = minorOf(body.amount);
    const ref = text(body.merchantRefNum);
    const signed = [merchantCode, ref, text(body.customerProfileId), text(body.paymentMethod)];
    const expected = sha256(
      `${signed.join('')}${minor === null ? '' : decimal(minor)}${text(body.cardToken)}${secureKey}`,
    );
    if (body.signature !== expected) return fail(response, type, 9946, 'Wrong Signature');
    if (minor === null) return fail(response, type, 9961, 'Invalid amount');
    if (body.paymentMethod !== 'PAYATFAWRY') return fail(response, type, 9962, 'Unsupported payment method');
    const currencyCode = typeof body.currencyCode === 'string' ? body.currencyCode : 'EGP';
    if (!/^[A-Z]{3}$/.test(currencyCode)) return fail(response, type, 9961, 'Invalid currency');
    if (ref === '' || charges.has(ref))
      return fail(response, type, 9960, 'Duplicate merchant reference number');
    const expiry = typeof body.paymentExpiry === 'number' ? body.paymentExpiry : Date.now() + 86_400_000;
    const created: FawryCharge = {
      merchantRefNumber: ref,
      referenceNumber: String(randomInt(100_000_000, 999_999_999)),
      orderMinor: minor,
      feesMinor: 0,
      refundedMinor: 0,
      currencyCode,
      description: text(body.description),
      customerEmail: typeof body.customerEmail === 'string' ? body.customerEmail : null,
      orderStatus: 'UNPAID',
      expirationTime: expiry,
      paymentTime: null,
      paymentRefrenceNumber: null,
    };
    charges.set(ref, created);
    const { referenceNumber, merchantRefNumber, expirationTime } = created;
    send(response, type, {
      referenceNumber,
      merchantRefNumber,
      ...amounts(created),
      paymentMethod: 'PAYATFAWRY',
      orderStatus: created.orderStatus,
      expirationTime,
      ...OK,
    });
  }

  function status(query: Record<string, string>, response: ServerResponse) {
    const type = 'PaymentStatusResponse';
    if (query.merchantCode !== merchantCode) return fail(response, type, 9901, 'Invalid merchant code');
    const ref = query.merchantRefNumber ?? '';
    if (query.signature !== sha256(`${merchantCode}${ref}${secureKey}`)) {
      return fail(response, type, 9946, 'Wrong Signature');
    }
    const found = charges.get(ref);
    if (!found) return fail(response, type, 9938, 'Payment not found');
    const c = current(found);
    send(response, type, {
      referenceNumber: c.referenceNumber,
      merchantRefNumber: c.merchantRefNumber,
      ...amounts(c),
      paymentMethod: 'PAYATFAWRY',
      orderStatus: c.orderStatus,
      currencyCode: c.currencyCode,
      expirationTime: c.expirationTime,
      ...(c.paymentTime
        ? { paymentTime: c.paymentTime, paymentRefrenceNumber: c.paymentRefrenceNumber }
        : {}),
      ...OK,
    });
  }

  function refund(body: Record<string, unknown>, response: ServerResponse) {
    const type = 'RefundResponse';
    if (body.merchantCode !== merchantCode) return fail(response, type, 9901, 'Invalid merchant code');
    const minor = minorOf(body.refundAmount);
    const reference = text(body.referenceNumber);
    const reason = text(body.reason);
    const amount = minor === null ? '' : decimal(minor);
    if (body.signature !== sha256(`${merchantCode}${reference}${amount}${reason}${secureKey}`)) {
      return fail(response, type, 9946, 'Wrong Signature');
    }
    if (minor === null) return fail(response, type, 9961, 'Invalid amount');
    const found = [...charges.values()].find((c) => c.referenceNumber === reference);
    if (!found) return fail(response, type, 9938, 'Payment not found');
    if (!['PAID', 'PARTIAL_REFUNDED', 'REFUNDED'].includes(found.orderStatus)) {
      return fail(response, type, 9963, 'Order is not paid');
    }
    if (minor > found.orderMinor - found.refundedMinor) {
      return fail(response, type, 9963, 'Refund amount exceeds the refundable amount');
    }
    found.refundedMinor += minor;
    found.orderStatus = found.refundedMinor === found.orderMinor ? 'REFUNDED' : 'PARTIAL_REFUNDED';
    refunds.push({ referenceNumber: reference, refundMinor: minor, reason });
    send(response, type, OK);
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? '';
    const query = Object.fromEntries(url.searchParams);
    const body = await readJson(request).catch(() => undefined);
    calls.push({ method, path: url.pathname, query, body: body ?? null });
    if (body === undefined) return fail(response, 'ErrorResponse', 9961, 'Invalid JSON');
    if (method === 'POST' && url.pathname === '/ECommerceWeb/Fawry/payments/charge')
      return charge(body ?? {}, response);
    if (method === 'GET' && url.pathname === '/ECommerceWeb/Fawry/payments/status/v2')
      return status(query, response);
    if (method === 'POST' && url.pathname === '/ECommerceWeb/Fawry/payments/refund')
      return refund(body ?? {}, response);
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 404, statusDescription: 'Not found' }));
  }

  /** The notification V2 Fawry would post for the charge as it stands, signed with `key`. */
  function notice(merchantRefNumber: string, key = secureKey): string {
    const c = charges.get(merchantRefNumber);
    if (!c) throw new Error(`fawry-stand-in: no charge ${merchantRefNumber}`);
    current(c);
    const { orderAmount, paymentAmount, fawryFees } = amounts(c);
    const signed =
      `${c.referenceNumber}${c.merchantRefNumber}${paymentAmount.toFixed(2)}${orderAmount.toFixed(2)}` +
      `${c.orderStatus}PAYATFAWRY${c.paymentRefrenceNumber ?? ''}${key}`;
    return JSON.stringify({
      requestId: randomBytes(16).toString('hex'),
      fawryRefNumber: c.referenceNumber,
      merchantRefNumber: c.merchantRefNumber,
      customerMail: c.customerEmail ?? '',
      paymentAmount,
      orderAmount,
      fawryFees,
      orderStatus: c.orderStatus,
      paymentMethod: 'PAYATFAWRY',
      ...(c.paymentTime
        ? { paymentTime: c.paymentTime, paymentRefrenceNumber: c.paymentRefrenceNumber }
        : {}),
      orderExpiryDate: c.expirationTime,
      currencyCode: c.currencyCode,
      orderItems: [{ itemCode: c.merchantRefNumber, price: orderAmount, quantity: 1 }],
      messageSignature: createHash('sha256').update(signed, 'utf8').digest('hex'),
    });
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => fail(response, 'ErrorResponse', 500, 'Internal error'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (merchantRefNumber: string) => {
    const c = charges.get(merchantRefNumber);
    if (!c) throw new Error(`fawry-stand-in: no charge ${merchantRefNumber}`);
    return c;
  };

  return {
    /** Where the shop is pointed (`FAWRY_API_URL`). */
    apiUrl,
    calls,
    /** The charges by merchant reference number. */
    charges,
    refunds,
    notice,
    /**
     * The buyer pays the reference at an outlet (with `feesMinor` of Fawry's fees on top, none by
     * default): the charge is PAID, and the notice Fawry would post is answered, signed with `key`.
     */
    pay(merchantRefNumber: string, options: { feesMinor?: number; key?: string } = {}): string {
      const c = find(merchantRefNumber);
      c.orderStatus = 'PAID';
      c.feesMinor = options.feesMinor ?? 0;
      c.paymentTime = Date.now();
      c.paymentRefrenceNumber = String(randomInt(10_000, 99_999));
      return notice(merchantRefNumber, options.key);
    },
    /** The reference is no longer payable; answers the notice Fawry would post. */
    expire(merchantRefNumber: string): string {
      const c = current(find(merchantRefNumber));
      if (c.orderStatus !== 'UNPAID' && c.orderStatus !== 'EXPIRED') {
        throw new Error(`fawry-stand-in: charge ${merchantRefNumber} is ${c.orderStatus}`);
      }
      c.orderStatus = 'EXPIRED';
      return notice(merchantRefNumber);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FawryStandIn = Awaited<ReturnType<typeof startFawryStandIn>>;
