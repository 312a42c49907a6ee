import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COD_RISK_AMOUNT_MAX,
  COD_RISK_RETURNS_MAX,
  type CodRiskSettings,
} from '#shared/contract/cod-risk.ts';
import { TextField, WholeNumberField } from '../../console/form.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { SettingsFrame } from '../../console/settings-form.tsx';
import { useCodRiskSettings, useSaveCodRiskSettings } from './cod-risk-api.ts';

/*
 * When cash on delivery gives way to prepayment (decision 103, admin): above an order amount, and after
 * a number of returned or refused parcels to one phone or address. A blank field turns its rule off.
 */

const dollarsOf = (cents: number | null) => (cents === null ? '' : String(cents / 100));
const centsOf = (text: string) => (text.trim() === '' ? null : Math.round(Number(text) * 100));
const countOf = (text: string) => (text.trim() === '' ? null : Number(text));

function CodRiskSettingsForm({ initial }: { initial: CodRiskSettings }) {
  const { t } = useTranslation('staff-orders');
  const save = useSaveCodRiskSettings(t('codRisk.settings.saved'));
  const [amount, setAmount] = useState(dollarsOf(initial.prepay_above_cents));
  const [returns, setReturns] = useState(initial.max_returns === null ? '' : String(initial.max_returns));
  const cents = centsOf(amount);
  const count = countOf(returns);
  const amountWrong =
    cents !== null && !(Number.isFinite(cents) && cents >= 0 && cents <= COD_RISK_AMOUNT_MAX);
  const returnsWrong =
    count !== null && !(Number.isInteger(count) && count >= 1 && count <= COD_RISK_RETURNS_MAX);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (amountWrong || returnsWrong) return;
    save.mutate({ prepay_above_cents: cents, max_returns: count });
  };
  return (
    <SettingsFrame
      id="cod-risk-settings"
      title={t('codRisk.settings.title')}
      pending={save.isPending}
      onSubmit={submit}
    >
      <p className="text-sm text-brand-700">{t('codRisk.settings.lead')}</p>
      <TextField
        label={t('codRisk.settings.prepayAbove')}
        hint={t('codRisk.settings.prepayAboveHint')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        dir="ltr"
        className="max-w-xs"
        value={amount}
        error={amountWrong ? { type: 'validate', message: t('codRisk.settings.amountWrong') } : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      <WholeNumberField
        label={t('codRisk.settings.maxReturns')}
        hint={t('codRisk.settings.maxReturnsHint')}
        min={1}
        max={COD_RISK_RETURNS_MAX}
        className="max-w-xs"
        value={returns}
        error={returnsWrong ? { type: 'validate', message: t('codRisk.settings.returnsWrong') } : undefined}
        onChange={(event) => setReturns(event.target.value)}
      />
    </SettingsFrame>
  );
}

/** The form, once the settings are read. */
export function CodRiskSettingsPanel() {
  return (
    <Loaded query={useCodRiskSettings()}>{(settings) => <CodRiskSettingsForm initial={settings} />}</Loaded>
  );
}
