import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX } from '#shared/contract/order-limits.ts';
import { ApiError } from '#web/api/client.ts';
import { buttonSecondary } from '#web/components/ui.tsx';
import { Field, inputLook } from './fields.tsx';

/** The code a checkout quotes and orders with, and why the server refused the last one. */
export function useCoupon() {
  const [applied, setApplied] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  return {
    applied,
    refusal,
    apply: (code: string | null) => {
      setRefusal(undefined);
      setApplied(code);
    },
    /** A quote refused for its code: the reason under the field, and the price asked again without it. */
    useRefusedBy(error: unknown) {
      const refused = error instanceof ApiError ? error.errors?.coupon_code?.[0] : undefined;
      useEffect(() => {
        if (refused === undefined) return;
        setRefusal(refused);
        setApplied(null);
      }, [refused]);
      return refused;
    },
  };
}

type CouponFieldProps = {
  /** The code the price is asked with now, or null. */
  applied: string | null;
  onApply: (code: string | null) => void;
  /** Why the server refused the last code (in the reader's language). */
  refusal?: string;
  disabled: boolean;
};

/**
 * A coupon code at checkout: applied, the order is quoted again with it and the summary shows the
 * discount; refused, the server's reason shows under the field and the price is asked without it.
 */
export function CouponField({ applied, onApply, refusal, disabled }: CouponFieldProps) {
  const { t } = useTranslation('orders');
  const [typed, setTyped] = useState(applied ?? '');
  const apply = () => onApply(typed.trim() === '' ? null : typed.trim());
  return (
    <div className="flex flex-col gap-2">
      <Field label={t('checkout.coupon.label')} error={refusal} optional>
        {(ids) => (
          <div className="flex gap-2">
            <input
              {...ids}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                // Enter applies the code; it never submits the order.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                apply();
              }}
              maxLength={COUPON_CODE_MAX}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={disabled}
              className={`${inputLook} min-w-0 flex-1 uppercase`}
            />
            <button type="button" onClick={apply} disabled={disabled} className={buttonSecondary}>
              {t('checkout.coupon.apply')}
            </button>
          </div>
        )}
      </Field>
      {applied && !refusal && (
        <p role="status" className="text-sm font-semibold text-emerald-700">
          {t('checkout.coupon.applied')} <bdi dir="ltr">{applied.toUpperCase()}</bdi>{' '}
          <button
            type="button"
            onClick={() => {
              setTyped('');
              onApply(null);
            }}
            disabled={disabled}
            className="font-bold underline underline-offset-4"
          >
            {t('checkout.coupon.remove')}
          </button>
        </p>
      )}
    </div>
  );
}
