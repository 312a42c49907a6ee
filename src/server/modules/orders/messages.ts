import { AppError } from '#server/plugins/errors.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';

export const statusNames: Record<OrderStatus, Localized> = {
  pending: { ar: 'قيد الانتظار', en: 'Pending' },
  processing: { ar: 'قيد التجهيز', en: 'Processing' },
  shipped: { ar: 'تم الشحن', en: 'Shipped' },
  delivered: { ar: 'تم التسليم', en: 'Delivered' },
  cancelled: { ar: 'ملغي', en: 'Cancelled' },
  awaiting_payment: { ar: 'بانتظار الدفع', en: 'Awaiting payment' },
  paid: { ar: 'مدفوع', en: 'Paid' },
};

export const typeNames: Record<'paper' | 'digital', Localized> = {
  paper: { ar: 'ورقي', en: 'Paper' },
  digital: { ar: 'رقمي', en: 'Digital' },
};

/** Messages naming a book, in both languages. */
export const outOfStock = (title: Localized): Localized => ({
  ar: `عذراً، الكتاب «${title.ar}» غير متوفر بالكمية المطلوبة`,
  en: `Sorry, «${title.en}» is out of stock for the requested quantity`,
});

/** A coming-soon book is shown in the shop but not sold yet. */
export const comingSoon = (title: Localized): Localized => ({
  ar: `الكتاب «${title.ar}» سيصدر قريباً ولا يمكن شراؤه بعد`,
  en: `«${title.en}» is coming soon and cannot be bought yet`,
});

/** A book without a hard-copy price is sold only as a PDF. */
export const pdfOnly = (title: Localized): Localized => ({
  ar: `الكتاب «${title.ar}» متوفر بنسخة رقمية فقط، ولا تتوفر منه نسخة ورقية`,
  en: `«${title.en}» is sold only as a PDF; there is no printed copy of it`,
});

export const orderMessages = {
  cardPaymentsUnavailable: {
    ar: 'الدفع بالبطاقة غير متاح حالياً، لذا لا يمكن شراء الكتب الإلكترونية الآن؛ النسخ الورقية متاحة بالدفع عند الاستلام',
    en: 'Card payments are not available at the moment, so PDF books cannot be bought now; hard copies can be paid on delivery',
  },
  alreadyOwned: { ar: 'أنت تملك هذا الكتاب مسبقاً', en: 'You already own this book' },
  unknownCountry: { ar: 'الدولة غير موجودة', en: 'The selected country does not exist' },
  phoneForCountry: {
    ar: 'رقم الهاتف غير صالح للدولة المختارة',
    en: 'The phone number is not valid for the chosen country',
  },
  unknownPaymentType: { ar: 'طريقة الدفع غير متاحة', en: 'The selected payment type is not available' },
  hardCopyOnlyPayment: {
    ar: 'الدفع عند الاستلام متاح للنسخ الورقية فقط',
    en: 'Cash on delivery is only available for hard copies',
  },
  unknownBook: { ar: 'الكتاب غير موجود', en: 'The selected book does not exist' },
  duplicateBook: { ar: 'الكتاب مكرر في الطلب', en: 'This book appears twice in the order' },
  mixedFormats: {
    ar: 'لا يمكنك شراء كتاب ورقي وكتاب رقمي معاً.',
    en: "You can't buy both a paper and a digital book.",
  },
  noPdf: { ar: 'هذا الكتاب غير متوفر بنسخة رقمية', en: 'This book is not sold as a PDF' },
  otherClient: { ar: 'لا يمكنك الطلب باسم عميل آخر', en: 'You cannot order for another client' },
  otherClientsBooks: {
    ar: 'لا يمكنك الاطلاع على كتب عميل آخر',
    en: 'You cannot see the books of another client',
  },
  orderNotFound: { ar: 'الطلب غير موجود', en: 'Order not found' },
  notCancellable: { ar: 'لا يمكن إلغاء هذا الطلب', en: 'This order can no longer be cancelled' },
  invalidTransition: { ar: 'لا يمكن نقل الطلب إلى هذه الحالة', en: 'The order cannot move to this status' },
  alreadyPaid: { ar: 'هذا الطلب مدفوع مسبقاً', en: 'This order is already paid' },
  cancelledOrder: { ar: 'هذا الطلب ملغي', en: 'This order is cancelled' },
  notPayable: { ar: 'لا يمكن دفع هذا الطلب بالبطاقة', en: 'This order cannot be paid by card' },
  badSignature: {
    ar: 'توقيع إشعار الدفع مفقود أو غير صالح',
    en: 'The payment notice is not signed, or its signature is not valid',
  },
  noSuchProvider: { ar: 'مزوّد الدفع غير موجود', en: 'No such payment provider' },
  noSuchCheckout: {
    ar: 'صفحة الدفع هذه غير موجودة أو انتهت',
    en: 'This checkout does not exist or has ended',
  },
  providerUnavailable: {
    ar: 'تعذّر الوصول إلى مزوّد الدفع الآن؛ حاول مرة أخرى بعد قليل',
    en: 'The payment provider cannot be reached right now; please try again in a moment',
  },
  refundFailed: {
    ar: 'تعذّر استرداد المبلغ لدى مزوّد الدفع؛ لم يُلغَ الطلب، حاول مرة أخرى',
    en: 'The payment provider could not refund the payment; the order was not cancelled, try again',
  },
  noRefundProvider: {
    ar: 'لا يمكن إلغاء طلب مدفوع بالبطاقة دون مزوّد دفع يسترد المبلغ',
    en: 'A paid card order cannot be cancelled without a payment provider to refund it',
  },
  paymentDeclined: { ar: 'تم رفض الدفع', en: 'The payment was declined' },
  paid: { ar: 'تم الدفع بنجاح', en: 'Payment received' },
  notOwner: { ar: 'لم تشترِ هذا الكتاب', en: 'You have not bought this book' },
  noFile: { ar: 'ملف الكتاب غير متوفر حالياً', en: 'The PDF is unavailable right now' },
  downloadLimit: {
    ar: 'لقد استنفدت عدد مرات التحميل المسموح بها لهذا الكتاب',
    en: 'You have used all downloads allowed for this book',
  },
} satisfies Record<string, Localized>;

/** 409 when the shop takes no card (no payment provider configured). */
export const cardPaymentsUnavailable = () =>
  new AppError(409, 'card_payments_unavailable', orderMessages.cardPaymentsUnavailable);
