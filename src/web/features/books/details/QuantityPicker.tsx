import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ORDER_QUANTITY } from '#shared/contract/orders.ts';

/**
 * Quantities 1..stock (spec §4). A chosen quantity above a stock that has since fallen stays in
 * the list, so the reader sees what was chosen and the add-to-cart check can say it is too many.
 */
export function quantityOptions(stock: number, chosen: number): number[] {
  const last = Math.min(Math.max(stock, chosen, 1), MAX_ORDER_QUANTITY);
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
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="font-bold text-brand-900">
        {t('buy.quantity')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-w-20 rounded-xl border border-brand-200 bg-white px-3 py-2 font-bold text-brand-900 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {quantityOptions(stock, value).map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
    </div>
  );
}
