import type { Config } from '#server/config.ts';
import type { PaymentProviderName } from '#server/payment-config.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import { fawryProvider } from './fawry.ts';
import { moyasarProvider } from './moyasar.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';
import { tapProvider } from './tap.ts';

export type { PaymentProvider } from './provider.ts';
export { BadSignatureError } from './provider.ts';

type ProviderSettings = Pick<
  Config,
  'paymentProvider' | 'marketPaymentProviders' | 'publicUrl' | 'stripe' | 'moyasar' | 'tap' | 'fawry'
>;

/** The gateway named, made from its settings; null for `none`. */
function providerNamed(config: ProviderSettings, name: PaymentProviderName): PaymentProvider | null {
  switch (name) {
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

/** The shop's own gateway (`PAYMENT_PROVIDER`); null when the shop takes no card. */
export function paymentProviderFor(config: ProviderSettings): PaymentProvider | null {
  return providerNamed(config, config.paymentProvider);
}

/**
 * The gateways the shop pays through (decision 111): the shop's own, and a market's own where
 * `MARKET_PAYMENT_PROVIDERS` names one. Each is made once and answered by name and by market.
 */
export type Payments = {
  /** The shop's gateway: a market without its own, and an order paid before gateways were per market. */
  readonly fallback: PaymentProvider | null;
  /** Every gateway in use, each once. */
  readonly all: readonly PaymentProvider[];
  /** True while a gateway in use is the sandbox: no money moves. */
  readonly sandbox: boolean;
  /**
   * What the gateways in use offer together, as the checkout learns it (each market then offers its
   * own methods, decision 109): null when none takes cards.
   */
  readonly offer: {
    sandbox: boolean;
    vouchers: boolean;
    cardPage: boolean;
    methods: readonly PaymentMethod[];
  } | null;
  /** The gateway of the market with this code. */
  forMarket(code: string): PaymentProvider | null;
  /** A gateway by its name (the one an order's payment was opened with); null for one not in use. */
  named(name: string | null): PaymentProvider | null;
};

export function paymentsFor(config: ProviderSettings): Payments {
  const made = new Map<PaymentProviderName, PaymentProvider | null>();
  const make = (name: PaymentProviderName) => {
    if (!made.has(name)) made.set(name, providerNamed(config, name));
    return made.get(name) ?? null;
  };
  const fallback = make(config.paymentProvider);
  const byMarket = new Map(
    Object.entries(config.marketPaymentProviders).map(([code, name]) => [code, make(name)] as const),
  );
  return gatewaysOf(fallback, byMarket);
}

/** The gateways: `fallback` for a market not in `byMarket`. */
export function gatewaysOf(
  fallback: PaymentProvider | null,
  byMarket: ReadonlyMap<string, PaymentProvider | null> = new Map(),
): Payments {
  const all = [...new Set([fallback, ...byMarket.values()])].filter(
    (one): one is PaymentProvider => one !== null,
  );
  const pages = all.filter((one) => one.cardPage !== false);
  const sandbox = all.some((one) => one.sandbox);
  return {
    fallback,
    all,
    sandbox,
    offer:
      all.length === 0
        ? null
        : {
            sandbox,
            vouchers: all.some((one) => one.createVoucher !== undefined),
            cardPage: pages.length > 0,
            methods: [...new Set(pages.flatMap((one) => one.methods ?? ['card' as const]))],
          },
    forMarket: (code) => (byMarket.has(code) ? (byMarket.get(code) ?? null) : fallback),
    named: (name) => (name === null ? fallback : (all.find((one) => one.name === name) ?? null)),
  };
}

/** The payment type paid by card online; offered only when a provider takes cards. */
export const CARD_PAYMENT_CODE = 'card';

/** The payment type of cash on delivery, as the reference list names it. */
export const COD_PAYMENT_CODE = 'cod';
