import type { AramexAccount } from '#server/carrier-config.ts';
import {
  type Carrier,
  CarrierRefusal,
  CarrierUnavailable,
  carrierJson,
  centsToAmount,
  fetchPdf,
  gramsToKilograms,
  type ShipmentRequest,
} from './carrier.ts';

/*
 * Aramex, through its Shipping Services API in JSON (Service_1_0.svc/json):
 * https://www.aramex.com/developers/aramex-apis/shipping-services-api
 * CreateShipments books the parcel and answers its number (the waybill) and a label URL (report 9729,
 * the 4x6 label); PrintLabel prints it again. The API has no call that voids a shipment: one never
 * handed to the courier is not charged, so cancelling is the shop's record and nothing is sent.
 * Domestic parcels are product group DOM (product ONP), the rest EXP (PPX, DPX, EPX...).
 */

const LABEL_INFO = { ReportID: 9729, ReportType: 'URL' };

type Notification = { Code?: string; Message?: string };
type ProcessedShipment = {
  ID?: string;
  HasErrors?: boolean;
  Notifications?: Notification[] | null;
  ShipmentLabel?: { LabelURL?: string | null } | null;
};
type Answer = {
  HasErrors?: boolean;
  Notifications?: Notification[] | null;
  Shipments?: ProcessedShipment[] | null;
  ShipmentNumber?: string;
  ShipmentLabel?: { LabelURL?: string | null } | null;
};

const said = (notes: Notification[] | null | undefined) =>
  (notes ?? []).map((note) => [note.Code, note.Message].filter(Boolean).join(' ')).join('; ');

/** Aramex's dates as WCF writes them in JSON. */
const wcfDate = (date: Date) => `/Date(${date.getTime()})/`;

export const aramexServices = ['ONP', 'PPX', 'DPX', 'EPX'] as const;
const domesticProducts = new Set(['ONP', 'OND', 'CDS']);

export function aramexCarrier(account: AramexAccount): Carrier {
  const clientInfo = {
    UserName: account.userName,
    Password: account.password,
    Version: 'v1.0',
    AccountNumber: account.accountNumber,
    AccountPin: account.accountPin,
    AccountEntity: account.accountEntity,
    AccountCountryCode: account.accountCountryCode,
    Source: 24,
  };

  async function call(operation: string, body: Record<string, unknown>): Promise<Answer> {
    const { status, body: answer } = await carrierJson(`${account.baseUrl}/${operation}`, {
      method: 'POST',
      body: { ClientInfo: clientInfo, Transaction: { Reference1: '' }, ...body },
    });
    if (status >= 500 || typeof answer !== 'object' || answer === null) {
      throw new CarrierUnavailable(`Aramex ${operation}: ${status}`);
    }
    const parsed = answer as Answer;
    if (status >= 400 || parsed.HasErrors) {
      const shipmentNotes = (parsed.Shipments ?? []).flatMap((s) => s.Notifications ?? []);
      throw new CarrierRefusal(said([...(parsed.Notifications ?? []), ...shipmentNotes]) || `HTTP ${status}`);
    }
    return parsed;
  }

  const productGroup = (service: string) => (domesticProducts.has(service) ? 'DOM' : 'EXP');

  return {
    code: 'aramex',
    name: 'Aramex',
    services: aramexServices,

    async createShipment(request: ShipmentRequest) {
      const { consignee, shipper } = request;
      const cod = request.codAmountCents > 0;
      const answer = await call('CreateShipments', {
        LabelInfo: LABEL_INFO,
        Shipments: [
          {
            Reference1: request.reference,
            Shipper: {
              Reference1: request.reference,
              AccountNumber: account.accountNumber,
              PartyAddress: { Line1: shipper.address, City: shipper.city, CountryCode: shipper.countryCode },
              Contact: {
                PersonName: shipper.name,
                CompanyName: shipper.name,
                PhoneNumber1: shipper.phone,
                CellPhone: shipper.phone,
                EmailAddress: '',
              },
            },
            Consignee: {
              Reference1: request.reference,
              PartyAddress: {
                Line1: consignee.address,
                Line2: consignee.state,
                // The Saudi national address's short code, where couriers read the address from.
                Line3: consignee.shortAddress ?? '',
                City: consignee.city,
                StateOrProvinceCode: consignee.state,
                PostCode: consignee.postalCode,
                CountryCode: consignee.countryCode,
              },
              Contact: {
                PersonName: consignee.name,
                CompanyName: consignee.name,
                PhoneNumber1: consignee.phone,
                CellPhone: consignee.phone,
                EmailAddress: consignee.email,
              },
            },
            ShippingDateTime: wcfDate(new Date()),
            Details: {
              ActualWeight: { Unit: 'KG', Value: gramsToKilograms(request.weightGrams) },
              NumberOfPieces: request.pieces,
              ProductGroup: productGroup(request.service),
              ProductType: request.service,
              PaymentType: 'P',
              PaymentOptions: '',
              Services: cod ? 'CODS' : '',
              CashOnDeliveryAmount: cod
                ? {
                    CurrencyCode: request.currency,
                    Value: centsToAmount(request.codAmountCents, request.decimals),
                  }
                : null,
              CustomsValueAmount:
                productGroup(request.service) === 'EXP'
                  ? {
                      CurrencyCode: request.currency,
                      Value: centsToAmount(request.declaredValueCents, request.decimals),
                    }
                  : null,
              DescriptionOfGoods: request.description,
              GoodsOriginCountry: shipper.countryCode,
            },
          },
        ],
      });
      const booked = answer.Shipments?.[0];
      if (!booked?.ID || !booked.ShipmentLabel?.LabelURL) {
        throw new CarrierUnavailable('Aramex CreateShipments: no shipment number or label');
      }
      return { waybill: booked.ID, label: await fetchPdf(booked.ShipmentLabel.LabelURL) };
    },

    async cancelShipment() {
      // Nothing to send: see the note at the top of this file.
    },

    async label(waybill: string, service: string) {
      const answer = await call('PrintLabel', {
        ShipmentNumber: waybill,
        ProductGroup: productGroup(service),
        OriginEntity: account.accountEntity,
        LabelInfo: LABEL_INFO,
      });
      const url = answer.ShipmentLabel?.LabelURL;
      if (!url) throw new CarrierUnavailable('Aramex PrintLabel: no label');
      return fetchPdf(url);
    },
  };
}
