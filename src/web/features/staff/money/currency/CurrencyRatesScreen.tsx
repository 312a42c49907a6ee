import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BASE_CURRENCY,
  type CurrencyRateBody,
  currencyRateBodySchema,
  DISPLAY_CURRENCIES,
  type StaffCurrencyRate,
} from '#shared/contract/currency.ts';
import { formatMoment, isolated } from '#web/components/dates.ts';
import { currencyNames, numberFormat } from '#web/components/intl.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { FormActions, showServerErrors, TextField, useConsoleForm } from '../../console/form.tsx';
import { HistoryLink, Loaded } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useSaveCurrencyRate, useStaffCurrencyRates } from './api.ts';

/*
 * The rates of the display currencies (decision 057): what one US dollar is worth in each, when and by
 * whom it was set. Readers see approximate prices at these rates; every charge stays in dollars.
 */

const numberOrBlank = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

function RateForm({ code, rate }: { code: string; rate: number | undefined }) {
  const { t } = useTranslation('staff-currency');
  const save = useSaveCurrencyRate();
  const form = useConsoleForm<CurrencyRateBody>(currencyRateBodySchema, { rate });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { code, rate: values.rate },
      {
        onSuccess: (answer) => form.reset({ rate: answer.data.rate }),
        onError: (error) => showServerErrors(error, form),
      },
    ),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className="grid gap-3"
    >
      <TextField
        label={t('newRate', { code })}
        hint={t('rateHint', { code })}
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        dir="ltr"
        className="max-w-xs"
        required
        error={form.formState.errors.rate}
        {...form.register('rate', { setValueAs: numberOrBlank })}
      />
      <FormActions pending={save.isPending} />
    </form>
  );
}

function RateCard({ code, rate, admin }: { code: string; rate?: StaffCurrencyRate; admin: boolean }) {
  const { t } = useTranslation('staff-currency');
  const { language } = useLanguage();
  const titleId = useId();
  const names = currencyNames(language);
  const number = numberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 6 });
  return (
    <li aria-labelledby={titleId} className={`${panel} grid gap-3 p-5`} data-testid={`rate-${code}`}>
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {names.of(code)} <bdi className="text-brand-600">({code})</bdi>
      </h2>
      {rate ? (
        <>
          <p className="text-xl font-extrabold text-brand-900">
            <bdi dir="ltr">
              1 {BASE_CURRENCY} = {number.format(rate.rate)} {code}
            </bdi>
          </p>
          <p className="text-sm text-brand-700">
            {rate.set_at &&
              (rate.set_by
                ? t('setBy', { date: formatMoment(rate.set_at, language), name: isolated(rate.set_by.name) })
                : t('setBySeed', { date: formatMoment(rate.set_at, language) }))}
          </p>
        </>
      ) : (
        <p className="text-sm font-semibold text-brand-700">{t('noRate')}</p>
      )}
      {admin && <RateForm code={code} rate={rate?.rate} />}
    </li>
  );
}

export default function CurrencyRatesScreen() {
  const { t } = useTranslation('staff-currency');
  const { staff } = useStaffSession();
  const admin = staff.role === 'admin';
  return (
    <>
      <ScreenHeader
        title={t('title')}
        lead={admin ? t('lead') : `${t('lead')} ${t('readOnly')}`}
        actions={admin && <HistoryLink entity="currency_rate" label={t('history')} />}
      />
      <Loaded query={useStaffCurrencyRates()}>
        {(rates) => (
          <ul className="grid max-w-5xl gap-4 md:grid-cols-2">
            {DISPLAY_CURRENCIES.filter((code) => code !== BASE_CURRENCY).map((code) => (
              <RateCard key={code} code={code} rate={rates.find((one) => one.code === code)} admin={admin} />
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}
