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

export const orderMessages = {
  alreadyOwned: { ar: 'أنت تملك هذا الكتاب مسبقاً', en: 'You already own this book' },
  unknownCountry: { ar: 'الدولة غير موجودة', en: 'The selected country does not exist' },
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
  noHardCopy: { ar: 'هذا الكتاب غير متوفر بنسخة ورقية', en: 'This book is not sold as a hard copy' },
  noPdf: { ar: 'هذا الكتاب غير متوفر بنسخة رقمية', en: 'This book is not sold as a PDF' },
  otherClient: { ar: 'لا يمكنك الطلب باسم عميل آخر', en: 'You cannot order for another client' },
  orderNotFound: { ar: 'الطلب غير موجود', en: 'Order not found' },
  notCancellable: { ar: 'لا يمكن إلغاء هذا الطلب', en: 'This order can no longer be cancelled' },
  invalidTransition: { ar: 'لا يمكن نقل الطلب إلى هذه الحالة', en: 'The order cannot move to this status' },
  alreadyPaid: { ar: 'هذا الطلب مدفوع مسبقاً', en: 'This order is already paid' },
  cancelledOrder: { ar: 'هذا الطلب ملغي', en: 'This order is cancelled' },
  notPayable: { ar: 'لا يمكن دفع هذا الطلب بالبطاقة', en: 'This order cannot be paid by card' },
  cardNumber: { ar: 'رقم البطاقة غير صالح', en: 'The card number is not valid' },
  cardExpiry: { ar: 'تاريخ انتهاء البطاقة غير صالح', en: 'The expiry date is not valid' },
  cardExpired: { ar: 'البطاقة منتهية الصلاحية', en: 'The card has expired' },
  cardCvc: { ar: 'رمز التحقق غير صالح', en: 'The security code is not valid' },
  paymentDeclined: { ar: 'تم رفض الدفع', en: 'The payment was declined' },
  paid: { ar: 'تم الدفع بنجاح', en: 'Payment received' },
  notOwner: { ar: 'لم تشترِ هذا الكتاب', en: 'You have not bought this book' },
  noFile: { ar: 'ملف الكتاب غير متوفر حالياً', en: 'The PDF is unavailable right now' },
  downloadLimit: {
    ar: 'لقد استنفدت عدد مرات التحميل المسموح بها لهذا الكتاب',
    en: 'You have used all downloads allowed for this book',
  },
} satisfies Record<string, Localized>;
