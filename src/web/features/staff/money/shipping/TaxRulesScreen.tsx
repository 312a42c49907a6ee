import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxRule } from '#shared/contract/shipping.ts';
import { useLanguage } from '#web/state/language.ts';
import type { Column } from '../../console/list.tsx';
import { actionsColumn, HistoryLink, ListScreen, useListQuery } from '../../console/resource/index.ts';
import { type TaxRulesQuery, taxRules, useCountries } from './api.ts';
import { nameOf, useIsAdmin, usePercent } from './parts.tsx';
import { ShippingSettingPanel } from './SettingsPanels.tsx';
import { TaxRuleForm } from './TaxRuleForm.tsx';

/* The tax rules: one per country and format, with the labels the invoice prints; prices with tax or not. */

function PublisherNote() {
  const { t } = useTranslation('staff-shipping');
  return (
    <p
      role="note"
      className="mb-6 max-w-3xl rounded-xl border border-gold-300 bg-gold-50 p-4 text-sm text-brand-900"
    >
      {t('tax.note')}
    </p>
  );
}

/** The tax rules' columns: country, format, rate, the label in both languages, and what else it taxes. */
function useTaxRuleColumns(countryOf: (rule: TaxRule) => string): Column<TaxRule>[] {
  const { t } = useTranslation('staff-shipping');
  const percent = usePercent();
  const yesNo = (yes: boolean) => t(yes ? 'tax.yes' : 'tax.no');
  return [
    {
      key: 'country',
      label: t('tax.columns.country'),
      sort: 'country',
      render: (rule) => <span className="font-bold">{countryOf(rule)}</span>,
    },
    { key: 'format', label: t('tax.columns.format'), render: (rule) => t(`tax.formats.${rule.format}`) },
    {
      key: 'rate',
      label: t('tax.columns.rate'),
      className: 'whitespace-nowrap',
      render: (rule) => percent(rule.rate),
    },
    {
      key: 'label',
      label: t('tax.columns.label'),
      render: (rule) => (
        <span className="grid">
          <span lang="ar" dir="rtl">
            {rule.label_ar}
          </span>
          <span lang="en" dir="ltr" className="text-brand-600">
            {rule.label_en}
          </span>
        </span>
      ),
    },
    { key: 'shipping', label: t('tax.columns.shipping'), render: (rule) => yesNo(rule.taxes_shipping) },
    { key: 'cod', label: t('tax.columns.cod'), render: (rule) => yesNo(rule.taxes_cod_fee) },
  ];
}

export default function TaxRulesScreen() {
  const { t } = useTranslation('staff-shipping');
  const { language } = useLanguage();
  const admin = useIsAdmin();
  const countries = useCountries();
  const [editing, setEditing] = useState<TaxRule | null>(null);
  const { list, query } = useListQuery<TaxRulesQuery>(
    { sort: 'country', dir: 'asc' },
    { fixed: { per_page: 50 } },
  );
  const page = taxRules.useList(query);
  const remove = taxRules.useRemove();
  const countryOf = (rule: TaxRule) => {
    const country = countries.data?.find((one) => one.id === rule.country_id);
    return country ? nameOf(country, language) : rule.country_code;
  };
  const what = (rule: TaxRule) => ({ country: countryOf(rule), format: t(`tax.formats.${rule.format}`) });

  const columns = useTaxRuleColumns(countryOf);
  if (admin) {
    columns.push(
      actionsColumn<TaxRule>({
        label: t('tax.columns.actions'),
        editLabel: (rule) => t('tax.editOne', what(rule)),
        deleteQuestion: (rule) => t('tax.confirmDelete', what(rule)),
        onEdit: setEditing,
        remove,
        onDeleted: () => setEditing(null),
      }),
    );
  }

  return (
    <ListScreen
      title={t('tax.title')}
      lead={admin ? t('tax.lead') : `${t('tax.lead')} ${t('readOnly')}`}
      actions={admin && <HistoryLink entity="tax_rule" label={t('tax.history')} />}
      above={
        <>
          <PublisherNote />
          <ShippingSettingPanel part="prices_include_tax" />
          {admin && (
            <div className="mb-6 max-w-3xl">
              <TaxRuleForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
            </div>
          )}
        </>
      }
      list={list}
      query={page}
      caption={t('tax.caption')}
      columns={columns}
      rowKey={(rule) => rule.id}
      empty={t('tax.empty')}
      search={false}
    />
  );
}
