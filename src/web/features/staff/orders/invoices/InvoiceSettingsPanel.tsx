import { useTranslation } from 'react-i18next';
import {
  INVOICE_SETTINGS_LIMITS,
  type InvoiceSettings,
  type InvoiceSettingsBody,
  invoiceSettingsBodySchema,
} from '#shared/contract/invoices.ts';
import { BilingualText } from '../../console/bilingual.tsx';
import { TextField, useConsoleForm } from '../../console/form.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { SettingsFrame, submitter } from '../../console/settings-form.tsx';
import { useInvoiceSettings, useSaveInvoiceSettings } from './api.ts';

/* The seller as invoices name it: legal name and address in both languages, and the tax number. */

function InvoiceSettingsForm({ initial }: { initial: InvoiceSettings }) {
  const { t } = useTranslation('staff-invoices');
  const save = useSaveInvoiceSettings();
  const form = useConsoleForm<InvoiceSettingsBody>(invoiceSettingsBodySchema, initial);
  const { errors } = form.formState;
  return (
    <SettingsFrame
      id="invoice-settings"
      title={t('settings.title')}
      pending={save.isPending}
      onSubmit={submitter(form, save.mutate)}
    >
      <p role="note" className="rounded-xl border border-gold-300 bg-gold-50 p-4 text-sm text-brand-900">
        {t('settings.note')}
      </p>
      <BilingualText
        form={form}
        name="seller_name"
        label={t('settings.name')}
        maxLength={INVOICE_SETTINGS_LIMITS.name}
      />
      <BilingualText
        form={form}
        name="seller_address"
        label={t('settings.address')}
        rows={3}
        maxLength={INVOICE_SETTINGS_LIMITS.address}
      />
      <TextField
        label={t('settings.taxNumber')}
        hint={t('settings.taxNumberHint')}
        dir="ltr"
        className="max-w-xs"
        maxLength={INVOICE_SETTINGS_LIMITS.taxNumber}
        error={errors.tax_number}
        {...form.register('tax_number')}
      />
    </SettingsFrame>
  );
}

export function InvoiceSettingsPanel() {
  return (
    <Loaded query={useInvoiceSettings()}>{(settings) => <InvoiceSettingsForm initial={settings} />}</Loaded>
  );
}
