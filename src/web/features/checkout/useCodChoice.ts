import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { usePaymentTypes } from '#web/api/payment-types.ts';
import { useCodOffered } from '#web/features/shipping/index.ts';
import type { CheckoutValues } from './form.ts';

/**
 * Whether the shipping country takes cash on delivery; a cash-on-delivery choice made for another
 * country is undone when the country changes to one that does not.
 */
export function useCodChoice(form: UseFormReturn<CheckoutValues>, shippingCountry: string) {
  const codOffered = useCodOffered(shippingCountry);
  const paymentTypes = usePaymentTypes().data;
  const chosen = form.watch('payment_type_id');
  const chosenCod = paymentTypes?.some((type) => String(type.id) === chosen && type.cash_on_delivery);
  useEffect(() => {
    if (!codOffered && chosenCod) form.setValue('payment_type_id', '');
  }, [codOffered, chosenCod, form]);
  return codOffered;
}
