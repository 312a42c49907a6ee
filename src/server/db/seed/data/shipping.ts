/*
 * Shipping and tax of the demo shop, a small publisher in Amman: rates in US cents near what a
 * Jordanian publisher pays the post and the couriers (1 JOD ≈ $1.41), by weight band (grams, packaging
 * included), and Saudi Arabia's 15% VAT on printed and digital books. The publisher confirms its own
 * rates and tax registrations; these are examples.
 */

export type ZoneSeed = {
  id: number;
  nameAr: string;
  nameEn: string;
  /** ISO codes; `rest` takes every country of the list that no other zone has. */
  countries: readonly string[] | 'rest';
  /** [up to grams, cents] */
  bands: readonly (readonly [number, number])[];
  freeShippingFromCents: number | null;
  codOffered: boolean;
  codFeeCents: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
};

export const shippingZones: readonly ZoneSeed[] = [
  {
    id: 1,
    nameAr: 'الأردن',
    nameEn: 'Jordan',
    countries: ['JO'],
    // 2 JOD up to half a kilo, 3 JOD up to a kilo.
    bands: [
      [500, 280],
      [1000, 420],
      [2000, 560],
      [5000, 850],
    ],
    freeShippingFromCents: 4000,
    codOffered: true,
    codFeeCents: 140,
    deliveryDaysMin: 1,
    deliveryDaysMax: 3,
  },
  {
    id: 2,
    nameAr: 'السعودية',
    nameEn: 'Saudi Arabia',
    countries: ['SA'],
    bands: [
      [500, 900],
      [1000, 1200],
      [2000, 1700],
      [5000, 3000],
    ],
    freeShippingFromCents: 15000,
    codOffered: true,
    codFeeCents: 400,
    deliveryDaysMin: 3,
    deliveryDaysMax: 6,
  },
  {
    id: 3,
    nameAr: 'دول الخليج الأخرى',
    nameEn: 'Other Gulf states',
    countries: ['AE', 'BH', 'KW', 'OM', 'QA'],
    bands: [
      [500, 1000],
      [1000, 1300],
      [2000, 1900],
      [5000, 3400],
    ],
    freeShippingFromCents: null,
    codOffered: false,
    codFeeCents: 0,
    deliveryDaysMin: 4,
    deliveryDaysMax: 7,
  },
  {
    id: 4,
    nameAr: 'مصر',
    nameEn: 'Egypt',
    countries: ['EG'],
    bands: [
      [500, 800],
      [1000, 1100],
      [2000, 1600],
      [5000, 2800],
    ],
    freeShippingFromCents: null,
    codOffered: false,
    codFeeCents: 0,
    deliveryDaysMin: 5,
    deliveryDaysMax: 10,
  },
  {
    id: 5,
    nameAr: 'بقية العالم',
    nameEn: 'Rest of the world',
    countries: 'rest',
    bands: [
      [500, 1400],
      [1000, 2000],
      [2000, 3200],
      [5000, 6000],
    ],
    freeShippingFromCents: null,
    codOffered: false,
    codFeeCents: 0,
    deliveryDaysMin: 7,
    deliveryDaysMax: 21,
  },
];

/** A padded envelope or a box for a few books. */
export const packagingGrams = 60;

/**
 * VAT where the demo shop's buyers are: Saudi Arabia's 15% on printed and digital books; the 5% of the
 * UAE and the 14% of Egypt on e-books sold to buyers there from abroad (digital services). Staff set
 * each country's rule for printed and for digital books apart (console: tax rules).
 */
export const taxRules = [
  { country: 'SA', format: 'printed', rateBp: 1500 },
  { country: 'SA', format: 'digital', rateBp: 1500 },
  { country: 'AE', format: 'digital', rateBp: 500 },
  { country: 'EG', format: 'digital', rateBp: 1400 },
].map((rule) => ({
  ...rule,
  format: rule.format as 'printed' | 'digital',
  labelAr: 'ضريبة القيمة المضافة',
  labelEn: 'VAT',
  taxesShipping: true,
  taxesCodFee: true,
}));

/**
 * The seller as the demo shop's invoices name it. Placeholders for the publisher to confirm in the
 * console (invoice settings): its registered legal names, its address, and its VAT number in Saudi
 * Arabia (15 digits, starting and ending with 3).
 */
export const invoiceSeller = {
  sellerNameAr: 'شركة دار الكتاب العربي للنشر والتوزيع',
  sellerNameEn: 'Arab Book House for Publishing and Distribution',
  sellerAddressAr: 'شارع الملكة رانيا 45، الجبيهة، عمّان 11941، الأردن',
  sellerAddressEn: '45 Queen Rania Street, Al Jubeiha, Amman 11941, Jordan',
  taxNumber: '300000000000003',
};
