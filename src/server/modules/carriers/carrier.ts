import type { CarrierSettings } from '#server/carrier-config.ts';

/*
 * What the shop asks of a carrier (decision 099): book a parcel and get its waybill and label,
 * print the label again, cancel it. Each carrier speaks its own API behind this interface.
 */

export const carrierCodes = ['aramex', 'smsa', 'sandbox'] as const;
export type CarrierCode = (typeof carrierCodes)[number];

export type Consignee = {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The Saudi national address's short code (four letters, four digits), where it applies. */
  shortAddress: string | null;
};

export type ShipmentRequest = {
  /** The order's number, printed on the label as the shipper's reference. */
  reference: string;
  service: string;
  weightGrams: number;
  pieces: number;
  /** Cash the carrier collects from the buyer, in minor units of `currency`; 0 when the order is paid. */
  codAmountCents: number;
  /** What the shop charged for the books, in minor units of `currency`: the customs and insurance value. */
  declaredValueCents: number;
  /** The currency the order was charged in (ISO 4217), and its decimals. */
  currency: string;
  decimals: number;
  description: string;
  consignee: Consignee;
  shipper: CarrierSettings['shipper'];
};

export type BookedShipment = { waybill: string; label: Uint8Array };

export interface Carrier {
  readonly code: CarrierCode;
  /** The name staff and the order's tracking show. */
  readonly name: string;
  /** The carrier's products the shop offers, the first being the usual one. */
  readonly services: readonly string[];
  createShipment(request: ShipmentRequest): Promise<BookedShipment>;
  cancelShipment(waybill: string, service: string): Promise<void>;
  /** The label PDF of a booked waybill. */
  label(waybill: string, service: string): Promise<Uint8Array>;
}

/** The carrier answered and said no: its own words are shown to staff. */
export class CarrierRefusal extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}

/** The carrier could not be reached or answered something that is not its API. */
export class CarrierUnavailable extends Error {}

/** Major units as carriers take them: 12345 cents are 123.45; 3838 fils (3 decimals) 3.838. */
export const centsToAmount = (minor: number, decimals = 2) => Math.round(minor) / 10 ** decimals;

/** Kilograms to three decimals, as carriers weigh. */
export const gramsToKilograms = (grams: number) => Math.round(grams) / 1000;

/** A JSON call to a carrier; network failures and non-JSON answers become `CarrierUnavailable`. */
export async function carrierJson(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new CarrierUnavailable(`${url}: ${(error as Error).message}`);
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    if (response.status >= 400 && response.status < 500) throw new CarrierRefusal(text.slice(0, 300));
    throw new CarrierUnavailable(`${url}: ${response.status}`);
  }
}

/** The bytes at `url` when they are a PDF. */
export async function fetchPdf(url: string, headers: Record<string, string> = {}): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    throw new CarrierUnavailable(`${url}: ${(error as Error).message}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!response.ok || !isPdf(bytes))
    throw new CarrierUnavailable(`${url}: no PDF label (${response.status})`);
  return bytes;
}

export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
