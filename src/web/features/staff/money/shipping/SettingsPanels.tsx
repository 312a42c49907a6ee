import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShippingSettings, shippingSettingsBodySchema } from '#shared/contract/shipping.ts';
import { CheckboxField, showServerErrors, TextField, useConsoleForm } from '../../console/form.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { SettingsFrame } from '../../console/settings-form.tsx';
import { useSaveShippingSettings, useShippingSettings } from './api.ts';
import { useIsAdmin } from './parts.tsx';

/*
 * The shipping settings, each beside the rules it changes: the packaging weight on the zones screen
 * (it decides a parcel's band), whether catalogue prices include tax on the tax rules screen.
 */

type Part = 'packaging_grams' | 'prices_include_tax';

const numberOrBlank = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

function SettingForm({ part, initial }: { part: Part; initial: ShippingSettings }) {
  const { t } = useTranslation('staff-shipping');
  const admin = useIsAdmin();
  const save = useSaveShippingSettings();
  const titleId = useId();
  const form = useConsoleForm<Partial<ShippingSettings>>(shippingSettingsBodySchema, {
    [part]: initial[part],
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { [part]: values[part] },
      {
        onSuccess: (answer) => form.reset({ [part]: answer.data[part] }),
        onError: (error) => showServerErrors(error, form),
      },
    ),
  );
  return (
    <SettingsFrame
      id={titleId}
      title={t(`settings.${part}.title`)}
      pending={save.isPending}
      onSubmit={submit}
      layout="mb-6 max-w-3xl gap-4"
      canSave={admin}
    >
      <fieldset disabled={!admin} className="grid gap-2">
        {part === 'packaging_grams' ? (
          <TextField
            label={t('settings.packaging_grams.label')}
            hint={t('settings.packaging_grams.hint')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            dir="ltr"
            className="max-w-xs"
            required
            error={errors.packaging_grams}
            {...form.register('packaging_grams', { setValueAs: numberOrBlank })}
          />
        ) : (
          <>
            <CheckboxField
              label={t('settings.prices_include_tax.label')}
              error={errors.prices_include_tax}
              {...form.register('prices_include_tax')}
            />
            <p className="text-sm text-brand-600">{t('settings.prices_include_tax.hint')}</p>
          </>
        )}
      </fieldset>
    </SettingsFrame>
  );
}

export function ShippingSettingPanel({ part }: { part: Part }) {
  return (
    <Loaded query={useShippingSettings()}>
      {(settings) => <SettingForm part={part} initial={settings} />}
    </Loaded>
  );
}
