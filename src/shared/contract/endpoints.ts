import type { z } from 'zod';
import { backofficeCatalogueEndpoints } from './endpoints/backoffice-catalogue.ts';
import { backofficeConsoleEndpoints } from './endpoints/backoffice-console.ts';
import { backofficeContentEndpoints } from './endpoints/backoffice-content.ts';
import { backofficeMoneyEndpoints } from './endpoints/backoffice-money.ts';
import { backofficeOrdersEndpoints } from './endpoints/backoffice-orders.ts';
import { backofficePeopleEndpoints } from './endpoints/backoffice-people.ts';
import { boxSetsEndpoints } from './endpoints/box-sets.ts';
import { carriersEndpoints } from './endpoints/carriers.ts';
import { catalogEndpoints } from './endpoints/catalog.ts';
import { clientsEndpoints } from './endpoints/clients.ts';
import { codConfirmationEndpoints } from './endpoints/cod-confirmation.ts';
import { codRemittanceEndpoints } from './endpoints/cod-remittance.ts';
import { codRiskEndpoints } from './endpoints/cod-risk.ts';
import { contentEndpoints } from './endpoints/content.ts';
import { devicesEndpoints } from './endpoints/devices.ts';
import type { EndpointEntry } from './endpoints/entry.ts';
import { fulfilmentEndpoints } from './endpoints/fulfilment.ts';
import { giftsEndpoints } from './endpoints/gifts.ts';
import { healthEndpoints } from './endpoints/health.ts';
import { invoicingEndpoints } from './endpoints/invoicing.ts';
import { jobsEndpoints } from './endpoints/jobs.ts';
import { marketsEndpoints } from './endpoints/markets.ts';
import { ordersEndpoints } from './endpoints/orders.ts';
import { privacyExportEndpoints } from './endpoints/privacy-export.ts';
import { privacyRequestsEndpoints } from './endpoints/privacy-requests.ts';
import { referenceEndpoints } from './endpoints/reference.ts';
import { rightsEndpoints } from './endpoints/rights.ts';
import { rightsCatalogueEndpoints } from './endpoints/rights-catalogue.ts';
import { shippingEndpoints } from './endpoints/shipping.ts';
import { staffEndpoints } from './endpoints/staff.ts';
import { tradeFeedsEndpoints } from './endpoints/trade-feeds.ts';
import { zatcaEndpoints } from './endpoints/zatca.ts';

export type { EndpointEntry } from './endpoints/entry.ts';

/*
 * Every route of the API, keyed 'METHOD /path' as the server routes it under /api: the schemas of its
 * path parameters, query, body and 2xx answer, and who may call it. The server registers each route
 * from its entry (server/plugins/route.ts), so a route's schemas are written here only; the web
 * imports this file as a type only, so no schema reaches its bundle through the API client.
 *
 * Each server module writes its routes in a part of its own under endpoints/ (the back office's in one
 * part per console area); this file only joins them, in this order, which is also the order of the
 * API documentation. A key is written in one part only (endpoints.test.ts checks it).
 */
export const endpoints = {
  ...healthEndpoints,
  ...catalogEndpoints,
  ...boxSetsEndpoints,
  ...contentEndpoints,
  ...referenceEndpoints,
  ...shippingEndpoints,
  ...clientsEndpoints,
  ...ordersEndpoints,
  ...codConfirmationEndpoints,
  ...codRiskEndpoints,
  ...invoicingEndpoints,
  ...zatcaEndpoints,
  ...giftsEndpoints,
  ...privacyRequestsEndpoints,
  ...devicesEndpoints,
  ...privacyExportEndpoints,
  ...staffEndpoints,
  ...backofficeConsoleEndpoints,
  ...backofficePeopleEndpoints,
  ...backofficeCatalogueEndpoints,
  ...tradeFeedsEndpoints,
  ...rightsEndpoints,
  ...rightsCatalogueEndpoints,
  ...backofficeOrdersEndpoints,
  ...carriersEndpoints,
  ...codRemittanceEndpoints,
  ...fulfilmentEndpoints,
  ...backofficeContentEndpoints,
  ...backofficeMoneyEndpoints,
  ...marketsEndpoints,
  ...jobsEndpoints,
} as const satisfies Record<string, EndpointEntry>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/* ---------- the types of a call, as the JSON and URL on the wire carry them ---------- */

/** A value of a path or query string, as a client may give it before it is written as text. */
export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

/**
 * What a path or query field accepts from a caller: the schema's input, where text may also be given
 * as a number (it is sent as its digits), and any text-like value where the schema coerces (its input
 * is `unknown`).
 */
type AsText<T> = unknown extends T
  ? QueryValue
  : T extends string
    ? string extends T
      ? string | number
      : T
    : T;
type TextFields<T> = { [Field in keyof T]: AsText<T[Field]> };

type ParamsPart<E> = E extends { params: infer S extends z.ZodType }
  ? { params: TextFields<z.input<S>> }
  : { params?: never };
type QueryPart<E> = E extends { query: infer S extends z.ZodType }
  ? // biome-ignore lint/complexity/noBannedTypes: an object whose fields are all optional
    {} extends TextFields<z.input<S>>
    ? { query?: TextFields<z.input<S>> }
    : { query: TextFields<z.input<S>> }
  : { query?: never };
/**
 * A body is sent as JSON and parsed by its schema: its input type; an upload's is a FormData, or the
 * JSON its schema takes when the route also takes one.
 */
type BodyPart<E> = E extends { upload: true }
  ? { body: FormData | (E extends { body: infer S extends z.ZodType } ? NonNullable<z.input<S>> : never) }
  : E extends { body: infer S extends z.ZodType }
    ? { body: z.input<S> }
    : { body?: never };

/**
 * The parts of a request to endpoint K: `params`, `query` and `body` where its schemas have them. Taken
 * key by key, so that a union of keys gives one request per key, never every mix of their parts.
 */
export type RequestOf<K extends EndpointKey> = K extends EndpointKey
  ? ParamsPart<Endpoints[K]> & QueryPart<Endpoints[K]> & BodyPart<Endpoints[K]>
  : never;

/**
 * The 2xx answer of endpoint K. The server serialises answers through their schema (its output), and
 * the catalogue, which sends its answers as they are, returns their input; answer schemas have no
 * transforms, so both are the same JSON, and catalog/contract.test.ts checks the catalogue's. An
 * endpoint whose answer is a file, a page or a redirect has no JSON answer (`never`).
 */
export type AnswerOf<K extends EndpointKey> = z.output<
  Extract<Endpoints[K], { response: z.ZodType }>['response']
>;
