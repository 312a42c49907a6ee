import type { Localized } from '#shared/lang.ts';

/* What the cod-confirmation module answers, in both languages (decision 097). */
export const codMessages = {
  confirmed: {
    ar: 'شكراً لك، تأكّد طلبك وسنجهّزه للشحن',
    en: 'Thank you: your order is confirmed and will be prepared for shipping',
  },
  alreadyConfirmed: {
    ar: 'طلبك مؤكَّد من قبل، ولم يتغيّر شيء',
    en: 'Your order was already confirmed; nothing has changed',
  },
  cancelled: { ar: 'أُلغي طلبك كما طلبت', en: 'Your order is cancelled, as you asked' },
  alreadyCancelled: {
    ar: 'طلبك ملغى من قبل، ولم يتغيّر شيء',
    en: 'Your order was already cancelled; nothing has changed',
  },
  confirmedCannotCancel: {
    ar: 'طلبك مؤكَّد، فلا يُلغى من هذا الرابط. للإلغاء راجع طلباتك في حسابك أو اتصل بنا',
    en: 'Your order is confirmed, so this link cannot cancel it. To cancel, see your orders in your account or call us',
  },
  cancelledCannotConfirm: {
    ar: 'هذا الطلب ملغى، فلا يمكن تأكيده. يمكنك أن تطلب الكتب من جديد',
    en: 'This order is cancelled, so it cannot be confirmed. You may order the books again',
  },
  expired: {
    ar: 'أُلغي هذا الطلب لأنه لم يُؤكَّد في الوقت المحدد. يمكنك أن تطلب الكتب من جديد',
    en: 'This order was cancelled because it was not confirmed in time. You may order the books again',
  },
  otherOrder: { ar: 'هذا الرابط لطلب آخر', en: 'This link belongs to another order' },
  unknownLink: {
    ar: 'هذا الرابط غير صالح. تأكد من أنك فتحته كاملاً كما وصلك',
    en: 'This link is not valid. Check that you opened it whole, as you received it',
  },
  orderMovedOn: {
    ar: 'لم يعد هذا الطلب بانتظار التأكيد',
    en: 'This order is no longer waiting for confirmation',
  },
  notWaiting: { ar: 'هذا الطلب لا ينتظر التأكيد', en: 'This order is not waiting for confirmation' },
  staffConfirmed: {
    ar: 'تأكّد الطلب بالهاتف، وسُجّل في سجلّه من اتصل',
    en: 'The order is confirmed by phone; its history names who called',
  },
  held: {
    ar: 'هذا الطلب بالدفع عند الاستلام ينتظر تأكيد المشتري، فلا يُجهَّز ولا يُشحن قبله',
    en: 'This cash-on-delivery order is waiting for its buyer’s confirmation: it is neither packed nor shipped before',
  },
  unknownCountry: { ar: 'لا يوجد هذا البلد', en: 'There is no such country' },
} as const satisfies Record<string, Localized>;

/** The notes the order's history keeps of a confirmation or its absence. */
export const HISTORY_NOTES = {
  confirmedByLink: 'cod_confirmed_by_link',
  confirmedByPhone: 'cod_confirmed_by_phone',
  cancelledByBuyer: 'cod_cancelled_by_buyer',
  unconfirmed: 'cod_unconfirmed',
} as const;
