import { z } from 'zod';

/*
 * The carriers' accounts (decision 099), read from the environment with the rest of the configuration.
 * A carrier whose credentials are missing is not offered; the sandbox carrier (labels for the demo,
 * no account) is on by default outside production.
 */

export const carrierEnvSchema = {
  /** Aramex Shipping Services API: the account's ClientInfo. */
  ARAMEX_USERNAME: z.string().optional(),
  ARAMEX_PASSWORD: z.string().optional(),
  ARAMEX_ACCOUNT_NUMBER: z.string().optional(),
  ARAMEX_ACCOUNT_PIN: z.string().optional(),
  ARAMEX_ACCOUNT_ENTITY: z.string().optional(),
  ARAMEX_ACCOUNT_COUNTRY_CODE: z.string().optional(),
  ARAMEX_API_BASE: z
    .string()
    .url()
    .default('https://ws.aramex.net/ShippingAPI.V2/Shipping/Service_1_0.svc/json'),
  /** SMSA Express eCommerce API: the account's API key. */
  SMSA_API_KEY: z.string().optional(),
  SMSA_API_BASE: z.string().url().default('https://ecomapis.smsaexpress.com'),
  /** Labels from no carrier, for the demo; refused in production. */
  CARRIER_SANDBOX: z.enum(['on', 'off']).optional(),
  /**
   * How often the carriers are asked where their parcels are, as a cron expression in UTC: every
   * 30 minutes unless the shop asks more often on a busy day (pg-boss runs a job at most once a minute).
   */
  CARRIER_TRACKING_EVERY: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'a cron expression of five fields, such as */30 * * * *')
    .default('*/30 * * * *'),
  /** The sender printed on labels: the shop's warehouse. */
  SHIPPER_NAME: z.string().default('Bookshop'),
  SHIPPER_PHONE: z.string().default('+966500000000'),
  SHIPPER_ADDRESS: z.string().default('Warehouse'),
  SHIPPER_CITY: z.string().default('Riyadh'),
  SHIPPER_COUNTRY: z.string().length(2).default('SA'),
};

const carrierEnvObject = z.object(carrierEnvSchema);
type CarrierEnv = z.infer<typeof carrierEnvObject>;

export type AramexAccount = {
  baseUrl: string;
  userName: string;
  password: string;
  accountNumber: string;
  accountPin: string;
  accountEntity: string;
  accountCountryCode: string;
};

export type CarrierSettings = {
  aramex?: AramexAccount;
  smsa?: { baseUrl: string; apiKey: string };
  sandbox: boolean;
  /** The tracking job's schedule (`CARRIER_TRACKING_EVERY`). */
  trackingEvery: string;
  shipper: { name: string; phone: string; address: string; city: string; countryCode: string };
};

export function carrierSettingsOf(e: CarrierEnv & { NODE_ENV: string }): CarrierSettings {
  const aramex =
    e.ARAMEX_USERNAME &&
    e.ARAMEX_PASSWORD &&
    e.ARAMEX_ACCOUNT_NUMBER &&
    e.ARAMEX_ACCOUNT_PIN &&
    e.ARAMEX_ACCOUNT_ENTITY &&
    e.ARAMEX_ACCOUNT_COUNTRY_CODE
      ? {
          baseUrl: e.ARAMEX_API_BASE.replace(/\/+$/, ''),
          userName: e.ARAMEX_USERNAME,
          password: e.ARAMEX_PASSWORD,
          accountNumber: e.ARAMEX_ACCOUNT_NUMBER,
          accountPin: e.ARAMEX_ACCOUNT_PIN,
          accountEntity: e.ARAMEX_ACCOUNT_ENTITY,
          accountCountryCode: e.ARAMEX_ACCOUNT_COUNTRY_CODE,
        }
      : undefined;
  if (e.NODE_ENV === 'production' && e.CARRIER_SANDBOX === 'on') {
    // The sandbox's waybills reach no carrier: a parcel labelled with one would never leave.
    throw new Error('CARRIER_SANDBOX=on is refused when NODE_ENV=production');
  }
  return {
    aramex,
    smsa: e.SMSA_API_KEY
      ? { baseUrl: e.SMSA_API_BASE.replace(/\/+$/, ''), apiKey: e.SMSA_API_KEY }
      : undefined,
    sandbox: (e.CARRIER_SANDBOX ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    trackingEvery: e.CARRIER_TRACKING_EVERY,
    shipper: {
      name: e.SHIPPER_NAME,
      phone: e.SHIPPER_PHONE,
      address: e.SHIPPER_ADDRESS,
      city: e.SHIPPER_CITY,
      countryCode: e.SHIPPER_COUNTRY.toUpperCase(),
    },
  };
}
