import type { OrderPrice } from '#shared/contract/shipping.ts';
import type { Recorded, Reply } from './api-server.ts';

/* A shop that ships to Jordan and Saudi Arabia: its countries, destinations and quotes, for web tests. */

export const shopCountries = [
  { id: 9, code: 'FR', name: 'France', name_ar: 'فرنسا', name_en: 'France' },
  { id: 1, code: 'JO', name: 'Jordan', name_ar: 'الأردن', name_en: 'Jordan' },
  { id: 2, code: 'SA', name: 'Saudi Arabia', name_ar: 'السعودية', name_en: 'Saudi Arabia' },
];

/** The price the quote answers, by shipping country id. */
export const quotes: Record<number, OrderPrice> = {
  1: {
    currency: 'USD',
    subtotal: 11.5,
    discount: 0,
    coupon_code: null,
    shipping_price: 2.8,
    cod_fee: 0,
    tax: 0,
    tax_included: false,
    tax_lines: [],
    net_price: 14.3,
    weight_grams: 280,
    delivery_days: { min: 1, max: 2 },
  },
  2: {
    currency: 'USD',
    subtotal: 11.5,
    discount: 0,
    coupon_code: null,
    shipping_price: 3,
    cod_fee: 0,
    tax: 2.18,
    tax_included: false,
    tax_lines: [{ label: 'VAT', rate: 15, amount: 2.18 }],
    net_price: 16.68,
    weight_grams: 280,
    delivery_days: { min: 3, max: 5 },
  },
};

/** Answers GET /countries, GET /shipping-destinations and POST /orders/quote; undefined for the rest. */
export function shippingAnswers(request: Recorded): Reply | undefined {
  if (request.path === '/api/countries') return { body: { data: shopCountries } };
  if (request.path === '/api/shipping-destinations') {
    const country = (id: number, min: number, max: number) => ({
      country_id: id,
      zone_id: id,
      cod_offered: true,
      delivery_days: { min, max },
    });
    return { body: { data: { ships_everywhere: false, countries: [country(2, 3, 5), country(1, 1, 2)] } } };
  }
  if (request.method === 'POST' && request.path === '/api/orders/quote') {
    const body = request.body as { shipping_country_id: number };
    return { body: { data: quotes[body.shipping_country_id] } };
  }
  return undefined;
}

/** The shipping country ids of the quotes asked for. */
export const quotedCountries = (requests: Recorded[]) =>
  requests
    .filter((r) => r.path === '/api/orders/quote')
    .map((r) => (r.body as { shipping_country_id: number }).shipping_country_id);
