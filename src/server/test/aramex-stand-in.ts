import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { standInLabel } from './carrier-label.ts';

/*
 * aramex-stand-in: a local HTTP server standing in for Aramex's Shipping Services API in JSON
 * (https://www.aramex.com/developers/aramex-apis/shipping-services-api,
 * https://ws.aramex.net/ShippingAPI.V2/Shipping/Service_1_0.svc/json), which this machine cannot
 * reach. As the documentation has it: every call carries ClientInfo (UserName, Password, Version,
 * AccountNumber, AccountPin, AccountEntity, AccountCountryCode), checked against the account; an
 * error answers 200 with `HasErrors: true` and `Notifications` ({Code, Message}). CreateShipments
 * checks each shipment's parties and Details (ActualWeight in KG, NumberOfPieces, ProductGroup DOM
 * for a parcel within one country and EXP across borders, a ProductType of that group, CODS with its
 * CashOnDeliveryAmount) and answers its number (11 digits) and a label URL (LabelInfo ReportID 9729,
 * ReportType 'URL') that serves a PDF; PrintLabel answers it again.
 * TrackShipments, of the Shipment Tracking API
 * (https://www.aramex.com/docs/default-source/resourses/resourcesdata/shipment-tracking-api-manual.pdf),
 * answers each waybill asked (`Shipments`) with the updates a test set (`setTracking`) in
 * `TrackingResults` ({Key, Value: [{WaybillNumber, UpdateCode, UpdateDescription, UpdateDateTime as
 * WCF's /Date(ms+0300)/, UpdateLocation, Comments, ProblemCode}]}), and the ones it never booked in
 * `NonExistingWaybills`.
 */

/** A tracking update a test gives a waybill. */
export type AramexUpdate = { code: string; description: string; at: Date; location?: string };

export const ARAMEX_ACCOUNT = {
  userName: 'shop@example.com',
  password: 'aramex-secret',
  accountNumber: '20016',
  accountPin: '331421',
  accountEntity: 'RUH',
  accountCountryCode: 'SA',
};

const PRODUCTS: Record<string, string[]> = {
  DOM: ['ONP', 'OND', 'CDS'],
  EXP: ['PPX', 'PDX', 'DPX', 'EPX', 'GPX'],
};

// biome-ignore lint/suspicious/noExplicitAny: a carrier's request is read field by field, as its documentation describes it
type Json = Record<string, any>;
export type AramexCall = { operation: string; body: Json };

async function readJson(request: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

const note = (code: string, message: string) => ({ Code: code, Message: message });

/** What is wrong with one shipment, as Aramex's notifications say it. */
function problemsOf(shipment: Json): { Code: string; Message: string }[] {
  const problems: { Code: string; Message: string }[] = [];
  for (const party of ['Shipper', 'Consignee']) {
    const address = shipment[party]?.PartyAddress ?? {};
    const contact = shipment[party]?.Contact ?? {};
    if (!address.Line1) problems.push(note('ERR03', `${party}.PartyAddress.Line1 is required`));
    if (!address.City) problems.push(note('ERR04', `${party}.PartyAddress.City is required`));
    if (!/^[A-Z]{2}$/.test(address.CountryCode ?? ''))
      problems.push(note('ERR05', `${party} CountryCode is invalid`));
    if (!contact.PersonName) problems.push(note('ERR06', `${party}.Contact.PersonName is required`));
    if (!contact.PhoneNumber1) problems.push(note('ERR07', `${party}.Contact.PhoneNumber1 is required`));
  }
  const details = shipment.Details ?? {};
  if (details.ActualWeight?.Unit !== 'KG' && details.ActualWeight?.Unit !== 'LB')
    problems.push(note('ERR10', 'ActualWeight.Unit must be KG or LB'));
  if (!(details.ActualWeight?.Value > 0)) problems.push(note('ERR11', 'ActualWeight.Value must be above 0'));
  if (!Number.isInteger(details.NumberOfPieces) || details.NumberOfPieces < 1)
    problems.push(note('ERR12', 'NumberOfPieces must be at least 1'));
  const group = details.ProductGroup;
  const domestic =
    shipment.Shipper?.PartyAddress?.CountryCode === shipment.Consignee?.PartyAddress?.CountryCode;
  if (!PRODUCTS[group]) problems.push(note('ERR20', 'ProductGroup must be DOM or EXP'));
  else if (!PRODUCTS[group].includes(details.ProductType))
    problems.push(note('ERR21', `ProductType ${details.ProductType} is not valid for ProductGroup ${group}`));
  else if ((group === 'DOM') !== domestic)
    problems.push(note('ERR22', `ProductGroup ${group} is not valid between these countries`));
  const services = String(details.Services ?? '')
    .split(',')
    .filter(Boolean);
  if (services.includes('CODS') && !(details.CashOnDeliveryAmount?.Value > 0))
    problems.push(note('ERR30', 'CashOnDeliveryAmount is required with the CODS service'));
  return problems;
}

// Whole: a factory whose functions share the state it keeps; each function is short on its own.
export async function startAramexStandIn() {
  const calls: AramexCall[] = [];
  const labels = new Map<string, Uint8Array>();
  const tracking = new Map<string, AramexUpdate[]>();
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const labelUrl = (id: string) => `${base()}/content/rpt_cache/${id}.pdf`;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const pdf = url.pathname.match(/^\/content\/rpt_cache\/(\d+)\.pdf$/);
    if (request.method === 'GET' && pdf) {
      const label = labels.get(pdf[1]);
      if (!label) return send(response, 404, { Message: 'Not found' });
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(Buffer.from(label));
    }
    const operation = url.pathname.replace(/^\/json\//, '');
    if (request.method !== 'POST') return send(response, 405, {});
    const body = await readJson(request);
    calls.push({ operation, body });
    const client = body.ClientInfo ?? {};
    const a = ARAMEX_ACCOUNT;
    if (
      client.UserName !== a.userName ||
      client.Password !== a.password ||
      client.AccountNumber !== a.accountNumber ||
      client.AccountPin !== a.accountPin ||
      client.AccountEntity !== a.accountEntity ||
      client.AccountCountryCode !== a.accountCountryCode
    ) {
      return send(response, 200, {
        HasErrors: true,
        Notifications: [note('ERR01', 'Invalid ClientInfo credentials')],
      });
    }
    if (operation === 'CreateShipments') {
      const processed = await Promise.all(
        (body.Shipments ?? []).map(async (shipment: Json) => {
          const problems = problemsOf(shipment);
          if (problems.length > 0)
            return { ID: null, HasErrors: true, Notifications: problems, ShipmentLabel: null };
          const id = String(randomInt(10 ** 10, 10 ** 11));
          labels.set(id, await standInLabel('ARAMEX', id));
          return {
            ID: id,
            Reference1: shipment.Reference1,
            HasErrors: false,
            Notifications: [],
            ShipmentLabel: { LabelURL: labelUrl(id), LabelFileContents: null },
          };
        }),
      );
      const hasErrors = processed.length === 0 || processed.some((s) => s.HasErrors);
      return send(response, 200, {
        Transaction: body.Transaction,
        Notifications: [],
        HasErrors: hasErrors,
        Shipments: processed,
      });
    }
    if (operation === 'PrintLabel') {
      if (!labels.has(body.ShipmentNumber))
        return send(response, 200, { HasErrors: true, Notifications: [note('ERR41', 'Shipment not found')] });
      return send(response, 200, {
        HasErrors: false,
        Notifications: [],
        ShipmentNumber: body.ShipmentNumber,
        ShipmentLabel: { LabelURL: labelUrl(body.ShipmentNumber) },
      });
    }
    if (operation === 'TrackShipments') {
      const asked: string[] = Array.isArray(body.Shipments) ? body.Shipments.map(String) : [];
      if (asked.length === 0)
        return send(response, 200, {
          HasErrors: true,
          Notifications: [note('ERR50', 'Shipments is required')],
        });
      const known = asked.filter((waybill) => labels.has(waybill));
      return send(response, 200, {
        Transaction: body.Transaction,
        Notifications: [],
        HasErrors: false,
        TrackingResults: known.map((waybill) => ({
          Key: waybill,
          Value: (tracking.get(waybill) ?? []).map((update) => ({
            WaybillNumber: waybill,
            UpdateCode: update.code,
            UpdateDescription: update.description,
            UpdateDateTime: `/Date(${update.at.getTime()}+0300)/`,
            UpdateLocation: update.location ?? 'Riyadh, Saudi Arabia',
            Comments: '',
            ProblemCode: '',
          })),
        })),
        NonExistingWaybills: asked.filter((waybill) => !labels.has(waybill)),
      });
    }
    return send(response, 404, { Message: `No operation ${operation}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    calls,
    /** Sets the updates TrackShipments answers for a waybill, oldest first. */
    setTracking(waybill: string, updates: AramexUpdate[]) {
      tracking.set(waybill, updates);
    },
    /** The API's base as the shop is configured with it. */
    url: `${base()}/json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AramexStandIn = Awaited<ReturnType<typeof startAramexStandIn>>;
