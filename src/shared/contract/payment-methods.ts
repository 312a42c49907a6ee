/* The ways a buyer pays, as markets offer them and gateways' pages take them (decisions 108, 109). */

export const PAYMENT_METHODS = ['card', 'mada', 'apple_pay', 'stc_pay', 'knet', 'fawry', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/** Each method's own name in both languages. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, { ar: string; en: string }> = {
  card: { ar: 'بطاقة ائتمانية', en: 'Credit card' },
  mada: { ar: 'مدى', en: 'mada' },
  apple_pay: { ar: 'Apple Pay', en: 'Apple Pay' },
  stc_pay: { ar: 'STC Pay', en: 'STC Pay' },
  knet: { ar: 'كي نت', en: 'KNET' },
  fawry: { ar: 'فوري', en: 'Fawry' },
  cod: { ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
};
