import type { CarrierSettings } from '#server/carrier-config.ts';
import { aramexCarrier } from './aramex.ts';
import type { Carrier, CarrierCode } from './carrier.ts';
import { sandboxCarrier } from './sandbox.ts';
import { smsaCarrier } from './smsa.ts';

/** The carriers the shop has an account with (and the sandbox, where it is on), by code. */
export function offeredCarriers(settings: CarrierSettings): Map<CarrierCode, Carrier> {
  const offered = new Map<CarrierCode, Carrier>();
  if (settings.aramex) offered.set('aramex', aramexCarrier(settings.aramex));
  if (settings.smsa) offered.set('smsa', smsaCarrier(settings.smsa));
  if (settings.sandbox) offered.set('sandbox', sandboxCarrier());
  return offered;
}

export const presentCarriers = (carriers: Map<CarrierCode, Carrier>) =>
  [...carriers.values()].map((carrier) => ({
    code: carrier.code,
    name: carrier.name,
    services: [...carrier.services],
  }));
