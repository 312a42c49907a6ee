import type { Db } from '#server/db/client.ts';
import { boxSetMessages } from '#server/modules/box-sets/index.ts';
import { countryCodesById, findPaymentType } from '#server/modules/reference/index.ts';
import { CARD_PAYMENT_CODE } from '#server/services/payments/index.ts';
import { phoneInCountry } from '#shared/contract/clients.ts';
import { GIFT_SCHEDULE_DAYS_MAX } from '#shared/contract/gifts.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';
import { addressRuleErrors } from './address-rules.ts';
import { cardPaymentsUnavailable, giftRules as giftMessages, invalid, orderMessages } from './messages.ts';
import { COD_PAYMENT_CODE } from './price.ts';

/*
 * What POST /orders checks of the request before it prices anything: the payment type, the countries,
 * phones and addresses of a printed order, and a gift's rules; and the address snapshot it keeps.
 */

/** The order's payment type, refused when unknown, inactive, a card without a provider or COD for a PDF. */
export async function checkPaymentType(db: Db, input: CreateOrderInput, cardPayments: boolean) {
  const paymentType = await findPaymentType(db, input.payment_type_id);
  if (!paymentType?.active) throw invalid({ payment_type_id: [orderMessages.unknownPaymentType] });
  if (paymentType.code === CARD_PAYMENT_CODE && !cardPayments) throw cardPaymentsUnavailable();
  if (paymentType.hardCopyOnly && !input.is_hard_copy) {
    throw invalid({ payment_type_id: [orderMessages.hardCopyOnlyPayment] });
  }
  return paymentType;
}

/**
 * Checks the payment type and, for a hard copy, the countries and the phones: each phone must be a
 * number of its address's country, as on register (a billing address without a country of its own
 * may also give any international number); postal codes and short addresses follow their country. Answers the input with the phones written in
 * international form, as the order keeps them.
 */
export async function checkReferences(
  db: Db,
  input: CreateOrderInput,
  cardPayments: boolean,
): Promise<{ checked: CreateOrderInput; paymentIsCod: boolean }> {
  const paymentIsCod = (await checkPaymentType(db, input, cardPayments)).code === COD_PAYMENT_CODE;
  if (!input.is_hard_copy) return { checked: input, paymentIsCod };
  const shippingCountry = input.shipping_country_id as number;
  const billingCountry = input.billing_country_id ?? shippingCountry;
  const codes = await countryCodesById(db, [shippingCountry, billingCountry]);
  const errors: Record<string, Localized[]> = {};
  if (!codes.has(shippingCountry)) errors.shipping_country_id = [orderMessages.unknownCountry];
  if (input.billing_country_id !== undefined && !codes.has(input.billing_country_id)) {
    errors.billing_country_id = [orderMessages.unknownCountry];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const shippingMobile = phoneInCountry(input.shipping_mobile as string, codes.get(shippingCountry));
  const billingMobile =
    input.billing_country_id !== undefined
      ? phoneInCountry(input.billing_mobile as string, codes.get(billingCountry))
      : // No billing country given: a number of the shipping country, or any international number.
        (phoneInCountry(input.billing_mobile as string, codes.get(shippingCountry)) ??
        phoneInCountry(input.billing_mobile as string));
  if (shippingMobile === null) errors.shipping_mobile = [orderMessages.phoneForCountry];
  if (billingMobile === null) errors.billing_mobile = [orderMessages.phoneForCountry];
  addressRuleErrors(errors, input, 'shipping', codes.get(shippingCountry));
  addressRuleErrors(errors, input, 'billing', codes.get(billingCountry));
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    checked: {
      ...input,
      shipping_mobile: shippingMobile ?? undefined,
      billing_mobile: billingMobile ?? undefined,
    },
    paymentIsCod,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A PDF gift is one book, never a box set, sent at most a year ahead (decisions 055, 096). */
export function checkGift(input: CreateOrderInput) {
  if (!input.gift || input.is_hard_copy) return;
  if ((input.box_sets ?? []).length > 0) throw invalid({ box_sets: [boxSetMessages.giftPdf] });
  if (input.books.length !== 1) throw invalid({ books: [giftMessages.oneBook] });
  const sendAt = input.gift.send_at ? new Date(input.gift.send_at).getTime() : null;
  if (sendAt !== null && sendAt > Date.now() + GIFT_SCHEDULE_DAYS_MAX * DAY_MS) {
    throw invalid({ 'gift.send_at': [giftMessages.sendAtTooFar] });
  }
}

export function addressSnapshot(orderId: number, input: CreateOrderInput) {
  const text = (value: string | undefined) => value as string;
  return {
    orderId,
    shippingName: text(input.shipping_name),
    shippingCountryId: input.shipping_country_id as number,
    shippingAddress: text(input.shipping_address),
    shippingCity: text(input.shipping_city),
    shippingState: text(input.shipping_state),
    shippingPostalCode: input.shipping_postal_code ?? '',
    shippingShortAddress: input.shipping_short_address ?? null,
    shippingMobile: text(input.shipping_mobile),
    shippingEmail: text(input.shipping_email),
    billingName: text(input.billing_name),
    billingCountryId: input.billing_country_id ?? (input.shipping_country_id as number),
    billingAddress: text(input.billing_address),
    billingCity: text(input.billing_city),
    billingState: text(input.billing_state),
    billingPostalCode: input.billing_postal_code ?? '',
    billingShortAddress: input.billing_short_address ?? null,
    billingMobile: text(input.billing_mobile),
    billingEmail: text(input.billing_email),
  };
}
