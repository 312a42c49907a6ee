import { z } from 'zod';

/*
 * The payment gateways' settings (decisions 105–108, 111), read from the environment with the rest of
 * the configuration: the shop's gateway (`PAYMENT_PROVIDER`), one of its own for a market
 * (`MARKET_PAYMENT_PROVIDERS`, by the market's code), and each gateway's keys. A start naming a
 * gateway whose keys are missing stops with one line naming them.
 */

export const PAYMENT_PROVIDERS = ['stripe', 'moyasar', 'tap', 'fawry', 'sandbox', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const providerName = z.enum(PAYMENT_PROVIDERS);

/** `sa=moyasar, kw=tap, eg=fawry`: a market's code (as staff gave it), then its gateway. */
const marketProviders = z.string().transform((value, ctx) => {
  const byMarket: Record<string, PaymentProviderName> = {};
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [code, name] = pair.split('=').map((part) => part.trim());
    const provider = providerName.safeParse(name);
    if (!code || !/^[a-z][a-z0-9-]{0,19}$/.test(code) || !provider.success) {
      ctx.addIssue({
        code: 'custom',
        message: `"${pair}" is not a market code and a gateway (${PAYMENT_PROVIDERS.join(', ')}), such as sa=moyasar`,
      });
      return z.NEVER;
    }
    byMarket[code] = provider.data;
  }
  return byMarket;
});

export const paymentEnvSchema = {
  /**
   * Card payments: `stripe`, `moyasar` (Saudi: mada, cards, Apple Pay, STC Pay), `tap` (Gulf, with
   * KNET in Kuwait), `fawry` (Egypt: a reference paid at an outlet or in an app), `sandbox` (demo,
   * refused in production) or `none` (cash on delivery only).
   */
  PAYMENT_PROVIDER: providerName.optional(),
  /**
   * A market's own gateway, by the market's code: `sa=moyasar,kw=tap,eg=fawry`. A market not named
   * pays through `PAYMENT_PROVIDER` (decision 111).
   */
  MARKET_PAYMENT_PROVIDERS: marketProviders.optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Only for tests: the address of a local stand-in for Stripe's API. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Moyasar's secret API key (`sk_live_…`), sent as the Basic auth user (decision 105). */
  MOYASAR_SECRET_KEY: z.string().optional(),
  /** The Secret Token set on the webhook in Moyasar's dashboard; every notice carries it. */
  MOYASAR_WEBHOOK_SECRET: z.string().optional(),
  /** Moyasar's API; only tests point it elsewhere, at a local stand-in. */
  MOYASAR_API_URL: z.string().url().default('https://api.moyasar.com'),
  /** Tap's secret API key (`sk_live_…`): the Bearer token, and the key of the webhook's hashstring (decision 106). */
  TAP_SECRET_KEY: z.string().optional(),
  /** Tap's API; only tests point it elsewhere, at a local stand-in. */
  TAP_API_URL: z.string().url().default('https://api.tap.company'),
  /** The merchant code Fawry gives the shop (decision 107). */
  FAWRY_MERCHANT_CODE: z.string().optional(),
  /** Fawry's security key: the last part of every signature, sent and received. */
  FAWRY_SECURE_KEY: z.string().optional(),
  /** Fawry's API; only tests point it elsewhere, at a local stand-in. */
  FAWRY_API_URL: z.string().url().default('https://www.atfawry.com'),
  /**
   * How long a reference paid at an outlet (Fawry) stays payable, in hours: the order awaits its
   * payment that long, then is cancelled (decision 108).
   */
  PAYMENT_VOUCHER_HOURS: z.coerce.number().int().min(1).max(720).default(48),
};

const paymentEnvObject = z.object({
  ...paymentEnvSchema,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});
type PaymentEnv = z.infer<typeof paymentEnvObject>;

export type PaymentSettings = {
  /** Who takes card payments; `none`: cards are not offered (cash on delivery only, no PDF sales). */
  paymentProvider: PaymentProviderName;
  /** A market's own gateway, by the market's code; a market not named uses `paymentProvider`. */
  marketPaymentProviders: Record<string, PaymentProviderName>;
  /** Stripe's keys, when a gateway in use is Stripe. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /** Moyasar's keys, when a gateway in use is Moyasar. */
  moyasar?: { secretKey: string; webhookSecret: string; apiUrl: string };
  /** Tap's key, when a gateway in use is Tap. */
  tap?: { secretKey: string; apiUrl: string };
  /** Fawry's keys, when a gateway in use is Fawry. */
  fawry?: { merchantCode: string; secureKey: string; apiUrl: string };
  /** Hours a reference paid at an outlet stays payable (`PAYMENT_VOUCHER_HOURS`). */
  paymentVoucherHours: number;
};

const trimmed = (url: string) => url.replace(/\/+$/, '');

export function paymentSettingsOf(e: PaymentEnv): PaymentSettings {
  return {
    // Production takes no card until a real provider is configured; the demo pays in the sandbox.
    paymentProvider: e.PAYMENT_PROVIDER ?? (e.NODE_ENV === 'production' ? 'none' : 'sandbox'),
    marketPaymentProviders: e.MARKET_PAYMENT_PROVIDERS ?? {},
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    moyasar:
      e.MOYASAR_SECRET_KEY && e.MOYASAR_WEBHOOK_SECRET
        ? {
            secretKey: e.MOYASAR_SECRET_KEY,
            webhookSecret: e.MOYASAR_WEBHOOK_SECRET,
            apiUrl: trimmed(e.MOYASAR_API_URL),
          }
        : undefined,
    tap: e.TAP_SECRET_KEY ? { secretKey: e.TAP_SECRET_KEY, apiUrl: trimmed(e.TAP_API_URL) } : undefined,
    fawry:
      e.FAWRY_MERCHANT_CODE && e.FAWRY_SECURE_KEY
        ? {
            merchantCode: e.FAWRY_MERCHANT_CODE,
            secureKey: e.FAWRY_SECURE_KEY,
            apiUrl: trimmed(e.FAWRY_API_URL),
          }
        : undefined,
    paymentVoucherHours: e.PAYMENT_VOUCHER_HOURS,
  };
}

/** The keys each gateway cannot work without. */
const KEYS = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  moyasar: ['MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET'],
  tap: ['TAP_SECRET_KEY'],
  fawry: ['FAWRY_MERCHANT_CODE', 'FAWRY_SECURE_KEY'],
} as const satisfies Partial<Record<PaymentProviderName, readonly (keyof PaymentEnv)[]>>;

/**
 * Refuses, at start, a gateway named without its keys (one line naming them), and the sandbox in
 * production, whether the shop's or a market's; `overrides` (tests) stand for the keys they give.
 */
export function refuseUnsafePayments(e: PaymentEnv, overrides: Partial<PaymentSettings>) {
  const named: [setting: string, provider: PaymentProviderName][] = [
    ...(e.PAYMENT_PROVIDER
      ? [['PAYMENT_PROVIDER', e.PAYMENT_PROVIDER] as [string, PaymentProviderName]]
      : []),
    ...Object.entries(e.MARKET_PAYMENT_PROVIDERS ?? {}).map(
      ([code, provider]) => [`MARKET_PAYMENT_PROVIDERS ${code}`, provider] as [string, PaymentProviderName],
    ),
  ];
  for (const [setting, provider] of named) {
    if (provider === 'sandbox' && e.NODE_ENV === 'production' && !overrides.paymentProvider) {
      // The sandbox approves every card; it must never take real orders.
      throw new Error(`${setting}=sandbox is refused when NODE_ENV=production`);
    }
    if (provider === 'sandbox' || provider === 'none' || overrides[provider]) continue;
    const missing = KEYS[provider].filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new Error(`Invalid configuration: ${setting}=${provider} needs ${missing.join(' and ')}`);
    }
  }
}
