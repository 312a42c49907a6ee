import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ShippingZone } from '#shared/contract/shipping.ts';
import { Price } from '#web/components/Price.tsx';
import { buttonPrimary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import type { Column } from '../../console/list.tsx';
import { actionsColumn, ListScreen, useListQuery } from '../../console/resource/index.ts';
import { useCountries, type ZonesQuery, zones } from './api.ts';
import { BandsSummary, DeliveryDays, marketOrder, nameOf, useIsAdmin, zoneName } from './parts.tsx';
import { ShippingSettingPanel } from './SettingsPanels.tsx';

/* The shipping zones: each with its countries, weight bands, cash on delivery and delivery estimate. */

/** How many countries a row names before it says 'and N more'. */
const NAMED = 4;

function Countries({ zone }: { zone: ShippingZone }) {
  const { t } = useTranslation('staff-shipping');
  const { language } = useLanguage();
  const countries = useCountries();
  const inZone = new Set(zone.country_ids);
  const named = marketOrder(
    (countries.data ?? []).filter((country) => inZone.has(country.id)),
    language,
  ).map((country) => nameOf(country, language));
  if (zone.country_ids.length === 0) return <span className="text-brand-600">{t('zones.noCountries')}</span>;
  const shown = named.slice(0, NAMED).join(t('zones.comma'));
  const more = zone.country_ids.length - Math.min(named.length, NAMED);
  return (
    <span>
      {shown || zone.country_codes.slice(0, NAMED).join(', ')}
      {more > 0 && <span className="text-brand-600"> {t('zones.more', { count: more })}</span>}
    </span>
  );
}

/** The zones' columns: name, countries, weight bands, cash on delivery and the delivery estimate. */
function useZoneColumns(): Column<ShippingZone>[] {
  const { t } = useTranslation('staff-shipping');
  const { language } = useLanguage();
  return [
    {
      key: 'name',
      label: t('zones.columns.name'),
      sort: 'name',
      render: (zone) => (
        <Link
          to={`/staff/shipping-zones/${zone.id}`}
          className="font-bold text-brand-800 underline-offset-4 hover:text-gold-700 hover:underline"
        >
          {zoneName(zone, language)}
        </Link>
      ),
    },
    {
      key: 'countries',
      label: t('zones.columns.countries'),
      className: 'min-w-48',
      render: (zone) => <Countries zone={zone} />,
    },
    { key: 'bands', label: t('zones.columns.bands'), render: (zone) => <BandsSummary zone={zone} /> },
    {
      key: 'cod',
      label: t('zones.columns.cod'),
      className: 'whitespace-nowrap',
      render: (zone) =>
        zone.cod_offered ? (
          <>
            {t('zones.codFee')} <Price value={zone.cod_fee} />
          </>
        ) : (
          t('zones.noCod')
        ),
    },
    {
      key: 'estimate',
      label: t('zones.columns.estimate'),
      className: 'whitespace-nowrap',
      render: (zone) => <DeliveryDays min={zone.delivery_days_min} max={zone.delivery_days_max} />,
    },
  ];
}

export default function ZonesScreen() {
  const { t } = useTranslation('staff-shipping');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const admin = useIsAdmin();
  const { list, query } = useListQuery<ZonesQuery>({ sort: 'id', dir: 'asc' }, { fixed: { per_page: 50 } });
  const page = zones.useList(query);
  const remove = zones.useRemove();

  const columns = useZoneColumns();
  if (admin) {
    columns.push(
      actionsColumn<ShippingZone>({
        label: t('zones.columns.actions'),
        editLabel: (zone) => t('zones.editOne', { name: zoneName(zone, language) }),
        deleteQuestion: (zone) => t('zone.confirmDelete', { name: zoneName(zone, language) }),
        onEdit: (zone) => navigate(`/staff/shipping-zones/${zone.id}`),
        remove,
      }),
    );
  }

  return (
    <ListScreen
      title={t('zones.title')}
      lead={admin ? t('zones.lead') : `${t('zones.lead')} ${t('readOnly')}`}
      actions={
        admin && (
          <Link to="/staff/shipping-zones/new" className={buttonPrimary}>
            {t('zones.add')}
          </Link>
        )
      }
      above={<ShippingSettingPanel part="packaging_grams" />}
      list={list}
      query={page}
      caption={t('zones.caption')}
      columns={columns}
      rowKey={(zone) => zone.id}
      empty={t('zones.empty')}
      search={false}
    />
  );
}
