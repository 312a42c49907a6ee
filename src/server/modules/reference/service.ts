import type { Db } from '#server/db/client.ts';
import { CARD_PAYMENT_CODE, COD_PAYMENT_CODE } from '#server/services/payments/index.ts';
import type { Country, PaymentType } from '#shared/contract/content.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { localized, textIn } from '#shared/lang.ts';
import { referenceLists } from './lists.ts';

/** The rows of `ids` that exist, each once. */
const known = <Row>(byId: Map<number, Row>, ids: number[]): Row[] =>
  [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });

const collators: Record<Lang, Intl.Collator> = {
  ar: new Intl.Collator('ar'),
  en: new Intl.Collator('en'),
};

/**
 * Countries named and sorted in the request's language. Sorting happens here with ICU collation
 * because PostgreSQL builds (PGlite among them) may lack an Arabic collation.
 */
export async function listCountries(db: Db, lang: Lang): Promise<Country[]> {
  const { countries } = await referenceLists(db);
  return countries
    .map((row) => ({
      id: row.id,
      code: row.code,
      name: textIn(lang, row.nameAr, row.nameEn),
      name_ar: row.nameAr,
      name_en: row.nameEn,
    }))
    .sort((a, b) => collators[lang].compare(a.name, b.name) || a.id - b.id);
}

/**
 * Active payment types; the card only when a payment gateway takes cards (`cards`: what the gateways
 * in use offer together), marked `sandbox` when one moves no money and `vouchers` when one gives
 * references to pay at an outlet.
 */
export async function listPaymentTypes(
  db: Db,
  lang: Lang,
  cards: { sandbox: boolean; vouchers: boolean; cardPage: boolean; methods: readonly PaymentMethod[] } | null,
): Promise<PaymentType[]> {
  const { paymentTypes } = await referenceLists(db);
  return paymentTypes
    .filter((row) => row.active && (cards || row.code !== CARD_PAYMENT_CODE))
    .map((row) => ({
      id: row.id,
      title: textIn(lang, row.titleAr, row.titleEn),
      title_ar: row.titleAr,
      title_en: row.titleEn,
      hard_copy_only: row.hardCopyOnly,
      cash_on_delivery: row.code === COD_PAYMENT_CODE,
      sandbox: row.code === CARD_PAYMENT_CODE && cards?.sandbox === true,
      vouchers: row.code === CARD_PAYMENT_CODE && cards?.vouchers === true,
      card_page: row.code === CARD_PAYMENT_CODE && cards?.cardPage === true,
      methods: row.code === CARD_PAYMENT_CODE && cards ? [...cards.methods] : [],
    }));
}

/** The ISO codes of the countries among `ids` that exist, by id. */
export async function countryCodesById(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { countryById } = await referenceLists(db);
  return new Map(known(countryById, ids).map((row) => [row.id, row.code]));
}

export type CountryName = { id: number; name: string; name_ar: string; name_en: string };

/** The countries among `ids`, named in the request's language, by id. */
export async function countriesById(db: Db, ids: number[], lang: Lang): Promise<Map<number, CountryName>> {
  if (ids.length === 0) return new Map();
  const { countryById } = await referenceLists(db);
  return new Map(
    known(countryById, ids).map((row) => [
      row.id,
      { id: row.id, ...localized(lang, 'name', row.nameAr, row.nameEn) },
    ]),
  );
}

/** The shop's countries among `codes` (ISO 3166-1 alpha-2), with their names, by code. */
export async function countriesByCode(db: Db, codes: string[]): Promise<Map<string, Localized>> {
  if (codes.length === 0) return new Map();
  const wanted = new Set(codes);
  const { countries } = await referenceLists(db);
  return new Map(
    countries
      .filter((row) => wanted.has(row.code))
      .map((row) => [row.code, { ar: row.nameAr, en: row.nameEn }]),
  );
}

/** One payment type, active or not; undefined when unknown. */
export async function findPaymentType(db: Db, id: number) {
  return (await referenceLists(db)).paymentTypeById.get(id);
}

/** The names of the payment types among `ids` in the request's language, by id. */
export async function paymentTypeNames(db: Db, ids: number[], lang: Lang): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { paymentTypeById } = await referenceLists(db);
  return new Map(known(paymentTypeById, ids).map((row) => [row.id, textIn(lang, row.titleAr, row.titleEn)]));
}
