import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_LINE_MAX_DEFAULT as LINE_MAX } from '#shared/contract/order-limits.ts';

/**
 * Quantities 1..min(stock, the copies one order line may hold) (spec §4, no hoarding). A chosen
 * quantity above a stock that has since fallen stays in the list, so the reader sees what was chosen
 * and the add-to-cart check can say it is too many; nothing above the line cap is ever offered.
 */
export function quantityOptions(stock: number, chosen: number): number[] {
  const last = Math.max(Math.min(stock, LINE_MAX), Math.min(chosen, LINE_MAX), 1);
  return Array.from({ length: last }, (_, i) => i + 1);
}

type QuantityPickerProps = {
  stock: number;
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
};

/** The number of hard copies to buy. */
export function QuantityPicker({ stock, value, onChange, disabled = false }: QuantityPickerProps) {
  const { t } = useTranslation('details');
  const id = useId();
  const hintId = useId();
  const capped = stock > LINE_MAX;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={id} className="font-bold text-brand-900">
        {t('buy.quantity')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={capped ? hintId : undefined}
        className="min-w-20 rounded-xl border border-brand-200 bg-white px-3 py-2 font-bold text-brand-900 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {quantityOptions(stock, value).map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
      {capped && (
        <p id={hintId} className="basis-full text-sm text-brand-600">
          {t('buy.lineCap', { max: LINE_MAX })}
        </p>
      )}
    </div>
  );
}
