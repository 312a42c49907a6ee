import { randomInt } from 'node:crypto';
import { type Carrier, centsToAmount, gramsToKilograms } from './carrier.ts';
import { simpleLabel } from './label-pdf.ts';

/*
 * The demo's carrier: books nothing anywhere, answers a waybill of its own and a label that says so.
 * Offered outside production only (CARRIER_SANDBOX).
 */

export function sandboxCarrier(): Carrier {
  const labels = new Map<string, Uint8Array>();
  return {
    code: 'sandbox',
    name: 'Sandbox',
    services: ['standard'],
    async createShipment(request) {
      const waybill = `SBX${randomInt(10 ** 9, 10 ** 10)}`;
      const label = await simpleLabel([
        waybill,
        'SANDBOX - NOT A REAL SHIPMENT',
        `Order ${request.reference}`,
        `To: ${request.consignee.city} ${request.consignee.countryCode} ${request.consignee.shortAddress ?? ''}`,
        `Weight: ${gramsToKilograms(request.weightGrams)} kg  Pieces: ${request.pieces}`,
        `COD: ${centsToAmount(request.codAmountCents, request.decimals).toFixed(request.decimals)} ${request.currency}`,
      ]);
      labels.set(waybill, label);
      return { waybill, label };
    },
    async cancelShipment() {},
    async label(waybill) {
      return labels.get(waybill) ?? simpleLabel([waybill, 'SANDBOX - NOT A REAL SHIPMENT']);
    },
  };
}
