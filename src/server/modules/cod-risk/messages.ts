import type { Localized } from '#shared/lang.ts';
import { formatPrice } from '#shared/price.ts';

/*
 * What the cod-risk module says (decision 103). A refusal by the returns rule names no order, phone or
 * address: whoever types a number at checkout learns nothing about its owner's parcels.
 */

export const codRiskMessages = {
  /** Cash on delivery refused for an order above the prepayment amount. */
  amountLimit(cents: number): Localized {
    const amount = formatPrice(cents / 100);
    return {
      ar: `الدفع عند الاستلام غير متاح لطلب يتجاوز ${amount}، فادفع مسبقًا بطريقة أخرى`,
      en: `Cash on delivery is not offered for orders above ${amount}; please pay in advance`,
    };
  },
  returnsLimit: {
    ar: 'الدفع عند الاستلام غير متاح لهذا الطلب، فادفع مسبقًا بطريقة أخرى',
    en: 'Cash on delivery is not offered for this order; please pay in advance',
  },
  outcomeSaved: {
    ar: 'حُفظ ما آل إليه الطرد',
    en: 'The parcel’s outcome is saved',
  },
  notCod: {
    ar: 'هذا الطلب لا يُدفع عند الاستلام',
    en: 'This order is not paid on delivery',
  },
} satisfies Record<string, Localized | ((cents: number) => Localized)>;
