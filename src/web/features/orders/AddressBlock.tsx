import { useTranslation } from 'react-i18next';
import type { OrderAddress } from '#shared/contract/orders.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';

const parts = [
  'name',
  'country',
  'address',
  'city',
  'state',
  'postal_code',
  'short_address',
  'mobile',
  'email',
] as const;
const latin = new Set<string>(['postal_code', 'short_address', 'mobile', 'email']);

/**
 * The shipping or billing block of an order (spec §2): full name, country, street, city, state, postal
 * code, the Saudi short national address when there is one, phone, e-mail.
 */
export function AddressBlock({ kind, address }: { kind: 'shipping' | 'billing'; address: OrderAddress }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const value = (part: (typeof parts)[number]) => {
    if (part === 'country') {
      const country = address[`${kind}_country`];
      return language === 'en' ? country.name_en || country.name : country.name_ar || country.name;
    }
    return address[`${kind}_${part}`];
  };
  return (
    <section className={`${panel} p-5`} aria-labelledby={`${kind}-address`}>
      <h2 id={`${kind}-address`} className="mb-3 text-lg font-extrabold text-brand-900">
        {t(kind === 'shipping' ? 'details.shipping' : 'details.billing')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {parts.map((part) =>
          // The short national address belongs to addresses in Saudi Arabia only.
          value(part) === null ? null : (
            <div key={part} className="contents">
              <dt className="text-brand-600">{t(`address.${part}`)}</dt>
              <dd className="font-semibold break-words text-brand-900">
                {/* What the reader typed takes its own direction: '12 University Street' stays so in Arabic. */}
                {latin.has(part) ? <bdi dir="ltr">{value(part)}</bdi> : <bdi>{value(part)}</bdi>}
              </dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}
