import { z } from 'zod';
import { isLuhnValid, parseCardExpiry, payBodySchema } from '#shared/contract/orders.ts';
import { wireText } from '#web/api/form-rules.ts';

/** The card form of the digital checkout; messages are keys under `validation.` in `orders`. */
export const cardSchema = z.object({
  card_name: wireText(payBodySchema.shape.card_name, 'tooLong'),
  card_number: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => isLuhnValid(value.replace(/[\s-]/g, '')), 'cardNumber'),
  card_expiry: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => parseCardExpiry(value) !== null, 'cardExpiry'),
  card_cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'cardCvc'),
  payment_type_id: z.string().min(1, 'choosePayment'),
});
export type CardValues = z.input<typeof cardSchema>;

export const emptyCard: CardValues = {
  card_name: '',
  card_number: '',
  card_expiry: '',
  card_cvc: '',
  payment_type_id: '',
};

/** A card number the sandbox approves, shown beside the form. */
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';
