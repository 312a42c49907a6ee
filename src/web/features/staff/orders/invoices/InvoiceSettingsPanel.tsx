import { useTranslation } from 'react-i18next';
import {
  INVOICE_SETTINGS_LIMITS,
  type InvoiceSettings,
  type InvoiceSettingsBody,
  invoiceSettingsBodySchema,
} from '#shared/contract/invoices.ts';
import { panel } from '#web/components/ui.tsx';
import { BilingualText } from '../../console/bilingual.tsx';
import { FormActions, showServerErrors, TextField, useConsoleForm } from '../../console/form.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { useInvoiceSettings, useSaveInvoiceSettings } from './api.ts';

/* The seller as invoices name it: legal name and address in both languages, and the tax number. */

function InvoiceSettingsForm({ initial }: { initial: InvoiceSettings }) {
  const { t } = useTranslation('staff-invoices');
  const save = useSaveInvoiceSettings();
  const form = useConsoleForm<InvoiceSettingsBody>(invoiceSettingsBodySchema, initial);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => form.reset(answer.data),
      onError: (error) => showServerErrors(error, form),
    }),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      aria-labelledby="invoice-settings"
      className={`${panel} grid max-w-3xl gap-5 p-5`}
    >
      <h2 id="invoice-settings" className="text-lg font-bold text-brand-900">
        {t('settings.title')}
      </h2>
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
      <FormActions pending={save.isPending} />
    </form>
  );
}

export function InvoiceSettingsPanel() {
  return (
    <Loaded query={useInvoiceSettings()}>{(settings) => <InvoiceSettingsForm initial={settings} />}</Loaded>
  );
}
