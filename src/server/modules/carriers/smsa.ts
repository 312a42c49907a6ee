import { PDFDocument } from 'pdf-lib';
import {
  type Carrier,
  CarrierRefusal,
  CarrierUnavailable,
  carrierJson,
  centsToAmount,
  gramsToKilograms,
  isPdf,
  type ShipmentRequest,
} from './carrier.ts';

/*
 * SMSA Express, through its eCommerce REST API (https://ecomapis.smsaexpress.com, documented at
 * https://ecomapis.smsaexpress.com/swagger): `POST /api/shipment/b2c/new` books a parcel sent to a
 * buyer and answers its shipment waybill (`sawb`) and a label per parcel as base64 PDF (`awbFile`);
 * `GET /api/shipment/b2c/query/{sawb}` answers them again; `POST /api/shipment/b2c/cancel/{sawb}`
 * cancels one not yet picked up. Every call carries the account's key in the `apikey` header.
 * A Saudi address is found by its national short address (`ShortCode`).
 */

type Booked = { sawb?: string; waybills?: { awb?: string; awbFile?: string }[] | null };

/** What SMSA said when it refused: its `message`, or its validation `errors`, or the raw answer. */
function refusalOf(body: unknown, status: number): string {
  if (typeof body === 'string' && body) return body;
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; errors?: unknown; title?: unknown };
    if (b.errors && typeof b.errors === 'object') {
      return Object.entries(b.errors as Record<string, unknown>)
        .map(([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
        .join('; ');
    }
    if (typeof b.message === 'string') return b.message;
    if (typeof b.title === 'string') return b.title;
  }
  return `HTTP ${status}`;
}

/** The parcels' labels as one PDF. */
async function labelOf(booked: Booked): Promise<Uint8Array> {
  const files = (booked.waybills ?? []).flatMap((w) => (w.awbFile ? [Buffer.from(w.awbFile, 'base64')] : []));
  if (files.length === 0 || !files.every((file) => isPdf(file))) {
    throw new CarrierUnavailable('SMSA: no PDF label in the answer');
  }
  if (files.length === 1) return new Uint8Array(files[0]);
  const merged = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(new Uint8Array(file));
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}

export function smsaCarrier(account: { baseUrl: string; apiKey: string }): Carrier {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const { status, body: answer } = await carrierJson(`${account.baseUrl}${path}`, {
      method,
      headers: { apikey: account.apiKey },
      body,
    });
    if (status >= 500) throw new CarrierUnavailable(`SMSA ${path}: ${status}`);
    if (status >= 400) throw new CarrierRefusal(refusalOf(answer, status));
    return answer;
  }

  return {
    code: 'smsa',
    name: 'SMSA Express',
    services: ['B2C'],

    async createShipment(request: ShipmentRequest) {
      const { consignee, shipper } = request;
      const booked = (await call('POST', '/api/shipment/b2c/new', {
        ConsigneeAddress: {
          ContactName: consignee.name,
          ContactPhoneNumber: consignee.phone,
          Country: consignee.countryCode,
          City: consignee.city,
          District: consignee.state,
          PostalCode: consignee.postalCode,
          AddressLine1: consignee.address,
          AddressLine2: consignee.state,
          ShortCode: consignee.shortAddress ?? undefined,
        },
        ShipperAddress: {
          ContactName: shipper.name,
          ContactPhoneNumber: shipper.phone,
          Country: shipper.countryCode,
          City: shipper.city,
          AddressLine1: shipper.address,
        },
        OrderNumber: request.reference,
        DeclaredValue: centsToAmount(request.declaredValueCents, request.decimals),
        CODAmount: centsToAmount(request.codAmountCents, request.decimals),
        Parcels: request.pieces,
        ShipDate: new Date().toISOString(),
        ShipmentCurrency: request.currency,
        Weight: gramsToKilograms(request.weightGrams),
        WeightUnit: 'KG',
        WaybillType: 'PDF',
        ContentDescription: request.description,
      })) as Booked;
      if (!booked?.sawb) throw new CarrierUnavailable('SMSA: no waybill in the answer');
      return { waybill: booked.sawb, label: await labelOf(booked) };
    },

    async cancelShipment(waybill: string) {
      await call('POST', `/api/shipment/b2c/cancel/${encodeURIComponent(waybill)}`);
    },

    async label(waybill: string) {
      return labelOf((await call('GET', `/api/shipment/b2c/query/${encodeURIComponent(waybill)}`)) as Booked);
    },
  };
}
