import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { standInLabel } from './carrier-label.ts';

/*
 * smsa-stand-in: a local HTTP server standing in for SMSA Express's eCommerce API
 * (https://ecomapis.smsaexpress.com, documented at https://ecomapis.smsaexpress.com/swagger), which
 * this machine cannot reach. As documented: every call carries the account's key in the `apikey`
 * header (401 otherwise); `POST /api/shipment/b2c/new` checks the consignee's and shipper's
 * addresses (a Saudi one's national short address `ShortCode`: four letters, four digits), the
 * order number, `Parcels`, `Weight` with its `WeightUnit`, `DeclaredValue`, `CODAmount` and the
 * currency, and answers the shipment waybill `sawb` with one label per parcel as base64 PDF
 * (`waybills[].awbFile`); 400 with `errors` by field otherwise. `GET /api/shipment/b2c/query/{sawb}`
 * answers them again; `POST /api/shipment/b2c/cancel/{sawb}` cancels it. `GET /api/track/single/{awb}`
 * answers a booked waybill with the scans a test set (`setScans`): `scans` of { scanType,
 * scanDescription, scanDateTime (local, without offset), scanTimeZone, city, receivedBy }; 404 for
 * a waybill it never booked.
 */

/** A scan a test gives a waybill. */
export type SmsaScan = { type: string; description: string; at: Date; city?: string };

/** The scan's time as SMSA writes it: Riyadh's local time, its offset apart. */
const riyadhLocal = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 19);

export const SMSA_API_KEY = 'smsa-test-key-3f9a';

// biome-ignore lint/suspicious/noExplicitAny: a carrier's request is read field by field, as its documentation describes it
type Json = Record<string, any>;
export type SmsaCall = { method: string; path: string; apikey: string | undefined; body: Json | null };
type Booked = {
  sawb: string;
  createDate: string;
  shipmentParcelsCount: number;
  waybills: { awb: string; awbFile: string }[];
};

async function readJson(request: IncomingMessage): Promise<Json | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

function errorsOf(body: Json): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: string, ok: boolean, message = 'The field is required.') => {
    if (!ok) errors[field] = [message];
  };
  for (const side of ['ConsigneeAddress', 'ShipperAddress']) {
    const a = body[side] ?? {};
    for (const field of ['ContactName', 'ContactPhoneNumber', 'City', 'AddressLine1'])
      need(`${side}.${field}`, typeof a[field] === 'string' && a[field].trim() !== '');
    need(`${side}.Country`, /^[A-Z]{2}$/.test(a.Country ?? ''), 'Country must be an ISO code.');
  }
  const shortCode = body.ConsigneeAddress?.ShortCode;
  if (shortCode !== undefined && shortCode !== null)
    need(
      'ConsigneeAddress.ShortCode',
      /^[A-Z]{4}\d{4}$/.test(shortCode),
      'ShortCode is not a national short address.',
    );
  need('OrderNumber', typeof body.OrderNumber === 'string' && body.OrderNumber !== '');
  need('Parcels', Number.isInteger(body.Parcels) && body.Parcels >= 1, 'Parcels must be at least 1.');
  need('Weight', typeof body.Weight === 'number' && body.Weight > 0, 'Weight must be above 0.');
  need('WeightUnit', body.WeightUnit === 'KG' || body.WeightUnit === 'LB', 'WeightUnit must be KG or LB.');
  need('DeclaredValue', typeof body.DeclaredValue === 'number' && body.DeclaredValue > 0);
  need('CODAmount', typeof body.CODAmount === 'number' && body.CODAmount >= 0);
  need('ShipmentCurrency', /^[A-Z]{3}$/.test(body.ShipmentCurrency ?? ''));
  need('WaybillType', body.WaybillType === 'PDF' || body.WaybillType === 'ZPL');
  return errors;
}

// Whole: a factory whose functions share the state it keeps; each function is short on its own.
export async function startSmsaStandIn() {
  const calls: SmsaCall[] = [];
  const shipments = new Map<string, Booked & { cancelled: boolean }>();
  const scans = new Map<string, SmsaScan[]>();
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const body = await readJson(request);
    const apikey = request.headers.apikey as string | undefined;
    calls.push({ method: request.method ?? '', path, apikey, body });
    if (apikey !== SMSA_API_KEY) return send(response, 401, { message: 'Invalid API key' });
    if (request.method === 'POST' && path === '/api/shipment/b2c/new') {
      const errors = errorsOf(body ?? {});
      if (Object.keys(errors).length > 0) return send(response, 400, { title: 'Validation failed', errors });
      const sawb = `2310${randomInt(10 ** 7, 10 ** 8)}`;
      const waybills = [];
      for (let parcel = 1; parcel <= body!.Parcels; parcel++) {
        const awb = body!.Parcels === 1 ? sawb : `${sawb}-${parcel}`;
        waybills.push({ awb, awbFile: Buffer.from(await standInLabel('SMSA', awb)).toString('base64') });
      }
      const booked = {
        sawb,
        createDate: new Date().toISOString(),
        shipmentParcelsCount: body!.Parcels,
        waybills,
      };
      shipments.set(sawb, { ...booked, cancelled: false });
      return send(response, 200, booked);
    }
    const query = path.match(/^\/api\/shipment\/b2c\/query\/([^/]+)$/);
    if (request.method === 'GET' && query) {
      const found = shipments.get(decodeURIComponent(query[1]));
      if (!found) return send(response, 404, { message: 'Shipment not found' });
      const { cancelled: _, ...booked } = found;
      return send(response, 200, booked);
    }
    const cancel = path.match(/^\/api\/shipment\/b2c\/cancel\/([^/]+)$/);
    if (request.method === 'POST' && cancel) {
      const found = shipments.get(decodeURIComponent(cancel[1]));
      if (!found) return send(response, 404, { message: 'Shipment not found' });
      if (found.cancelled) return send(response, 400, { message: 'Shipment is already cancelled' });
      found.cancelled = true;
      return send(response, 200, { sawb: found.sawb, message: 'Shipment cancelled' });
    }
    const track = path.match(/^\/api\/track\/single\/([^/]+)$/);
    if (request.method === 'GET' && track) {
      const awb = decodeURIComponent(track[1]);
      const found = shipments.get(awb);
      if (!found) return send(response, 404, { message: 'AWB not found' });
      return send(response, 200, {
        awb,
        reference: null,
        pieces: found.shipmentParcelsCount,
        isDelivered: (scans.get(awb) ?? []).some((scan) => scan.type === 'DL'),
        scans: (scans.get(awb) ?? []).map((scan) => ({
          scanType: scan.type,
          scanDescription: scan.description,
          scanDateTime: riyadhLocal(scan.at),
          scanTimeZone: '+03:00',
          city: scan.city ?? 'Riyadh',
          receivedBy: null,
        })),
      });
    }
    return send(response, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    calls,
    shipments,
    /** Sets the scans the tracking answers for a waybill, oldest first. */
    setScans(awb: string, list: SmsaScan[]) {
      scans.set(awb, list);
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsaStandIn = Awaited<ReturnType<typeof startSmsaStandIn>>;
