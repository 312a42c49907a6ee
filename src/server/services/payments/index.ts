import type { Config } from '#server/config.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';

export type { Card, ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';

/** The provider named by config.paymentProvider. */
export function paymentProviderFor(config: Pick<Config, 'paymentProvider'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return sandboxProvider;
  }
}
