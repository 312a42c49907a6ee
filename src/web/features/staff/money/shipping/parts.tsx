import { useTranslation } from 'react-i18next';
import type { Country } from '#shared/contract/content.ts';
import type { ShippingZone } from '#shared/contract/shipping.ts';
import type { Lang } from '#shared/lang.ts';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';

/* Small pieces of the shipping and tax screens: who may change them, countries, weights, percents. */

/** Every member reads zones, tax rules and their settings; administrators change them. */
export function useIsAdmin() {
  const { staff } = useStaffSession();
  return staff.role === 'admin';
}

/** The shop's main markets, first in every list of countries: Jordan, Saudi Arabia, the Gulf, Egypt. */
export const MAIN_MARKETS = ['JO', 'SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG'] as const;

/** The main markets in their order, then the others by name in `lang`. */
export function marketOrder(countries: Country[], lang: Lang): Country[] {
  const rank = (code: string) => {
    const at = (MAIN_MARKETS as readonly string[]).indexOf(code);
    return at === -1 ? MAIN_MARKETS.length : at;
  };
  return [...countries].sort(
    (a, b) => rank(a.code) - rank(b.code) || nameOf(a, lang).localeCompare(nameOf(b, lang), lang),
  );
}

export const nameOf = (country: Country, lang: Lang) => (lang === 'ar' ? country.name_ar : country.name_en);

/** A weight in grams, as the console's language writes it (Latin digits, as every number of the console). */
export function useGrams() {
  const { language } = useLanguage();
  const format = new Intl.NumberFormat(`${language}-u-nu-latn`, { style: 'unit', unit: 'gram' });
  return (grams: number) => format.format(grams);
}

/** A rate in percent (15 → 15%), as the console's language writes it. */
export function usePercent() {
  const { language } = useLanguage();
  const format = new Intl.NumberFormat(`${language}-u-nu-latn`, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return (rate: number) => format.format(rate / 100);
}

/** The zone's name in the console's language. */
export const zoneName = (zone: Pick<ShippingZone, 'name_ar' | 'name_en'>, lang: Lang) =>
  lang === 'ar' ? zone.name_ar : zone.name_en;

/** The weight bands, lightest first: 'up to 500 g — $2.80'. */
export function BandsSummary({ zone }: { zone: ShippingZone }) {
  const { t } = useTranslation('staff-shipping');
  const grams = useGrams();
  return (
    <ul className="grid gap-0.5 whitespace-nowrap">
      {zone.rates.map((band) => (
        <li key={band.max_grams}>
          {t('zones.upTo', { weight: grams(band.max_grams) })} <Price value={band.price} />
        </li>
      ))}
      {zone.free_shipping_from !== null && (
        <li className="text-brand-600">
          {t('zones.freeFrom')} <Price value={zone.free_shipping_from} />
        </li>
      )}
    </ul>
  );
}

/** The delivery estimate: '3–6 days'. */
export function DeliveryDays({ min, max }: { min: number; max: number }) {
  const { t } = useTranslation('staff-shipping');
  if (min === max) return <>{t('zones.days', { count: max })}</>;
  return (
    <>
      <bdi dir="ltr">
        {min}–{max}
      </bdi>{' '}
      {t('zones.daysWord', { count: max })}
    </>
  );
}
