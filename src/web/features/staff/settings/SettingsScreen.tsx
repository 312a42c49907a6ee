import { useTranslation } from 'react-i18next';
import { type Settings, settingsSchema } from '#shared/contract/settings.ts';
import { CheckboxField, useConsoleForm, WholeNumberField } from '../console/form.tsx';
import { Loaded } from '../console/resource/index.ts';
import { ScreenHeader } from '../console/ScreenHeader.tsx';
import { SettingsFrame, submitter } from '../console/settings-form.tsx';
import { CodRiskSettingsPanel, InvoiceSettingsPanel } from '../orders/index.ts';
import { useSaveSettings, useSettings } from './api.ts';

/*
 * The shop's settings (administrators): the low-stock threshold the dashboard counts with, whether
 * administrators must use two-step sign-in, the download limit and period, and the seller invoices name.
 */

const numberOrBlank = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

type NumberSetting = 'low_stock_threshold' | 'download_limit' | 'download_link_hours';

/** The settings that are whole numbers: their label and hint (translation keys) and their largest value. */
const numbers: Record<NumberSetting, { label: string; hint: string; max: number }> = {
  low_stock_threshold: { label: 'lowStockThreshold', hint: 'lowStockHint', max: 1000 },
  download_limit: { label: 'downloadLimit', hint: 'downloadLimitHint', max: 1000 },
  download_link_hours: { label: 'downloadLinkHours', hint: 'downloadLinkHoursHint', max: 8760 },
};

function SettingsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation('staff-settings');
  const save = useSaveSettings();
  const form = useConsoleForm<Settings>(settingsSchema, initial);
  const { errors } = form.formState;
  const number = (name: NumberSetting) => (
    <WholeNumberField
      label={t(numbers[name].label)}
      hint={t(numbers[name].hint)}
      max={numbers[name].max}
      className="max-w-xs"
      required
      error={errors[name]}
      {...form.register(name, { setValueAs: numberOrBlank })}
    />
  );
  return (
    <SettingsFrame
      id="stock-settings"
      title={t('stock')}
      pending={save.isPending}
      onSubmit={submitter(form, save.mutate)}
      layout="max-w-2xl gap-5"
    >
      {number('low_stock_threshold')}
      <h2 className="text-lg font-bold text-brand-900">{t('security')}</h2>
      <div className="grid gap-1">
        <CheckboxField
          label={t('adminsTwoFactor')}
          aria-describedby="admins-two-factor-hint"
          error={errors.admins_two_factor}
          {...form.register('admins_two_factor')}
        />
        <p id="admins-two-factor-hint" className="text-sm text-brand-700">
          {t('adminsTwoFactorHint')}
        </p>
      </div>
      <h2 className="text-lg font-bold text-brand-900">{t('downloads')}</h2>
      {number('download_limit')}
      {number('download_link_hours')}
    </SettingsFrame>
  );
}

export default function SettingsScreen() {
  const { t } = useTranslation('staff-settings');
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <div className="grid gap-6">
        <Loaded query={useSettings()}>{(settings) => <SettingsForm initial={settings} />}</Loaded>
        <InvoiceSettingsPanel />
        <CodRiskSettingsPanel />
      </div>
    </>
  );
}
