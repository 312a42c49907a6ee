import type { Config } from '#server/config.ts';
import { fawryProvider } from './fawry.ts';
import { moyasarProvider } from './moyasar.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';
import { tapProvider } from './tap.ts';

export type { PaymentProvider } from './provider.ts';
export { BadSignatureError } from './provider.ts';

/** The provider named by config.paymentProvider; null when the shop takes no card. */
export function paymentProviderFor(
  config: Pick<Config, 'paymentProvider' | 'publicUrl' | 'stripe' | 'moyasar' | 'tap' | 'fawry'>,
): PaymentProvider | null {
  switch (config.paymentProvider) {
    case 'sandbox':
      return sandboxProvider(config);
    case 'stripe':
      if (!config.stripe) throw new Error('PAYMENT_PROVIDER=stripe needs its settings');
      return stripeProvider(config.stripe);
    case 'moyasar':
      if (!config.moyasar) throw new Error('PAYMENT_PROVIDER=moyasar needs its settings');
      return moyasarProvider(config.moyasar);
    case 'tap':
      if (!config.tap) throw new Error('PAYMENT_PROVIDER=tap needs its settings');
      return tapProvider({ ...config.tap, webhookUrl: `${config.publicUrl}/api/payments/webhook/tap` });
    case 'fawry':
      if (!config.fawry) throw new Error('PAYMENT_PROVIDER=fawry needs its settings');
      return fawryProvider(config.fawry);
    case 'none':
      return null;
  }
}

/** The payment type paid by card online; offered only when a provider takes cards. */
export const CARD_PAYMENT_CODE = 'card';

/** The payment type of cash on delivery, as the reference list names it. */
export const COD_PAYMENT_CODE = 'cod';
