/* What the privacy module answers, in both languages (decision 085). */
export const requestsMessages = {
  wrongPassword: { ar: 'كلمة المرور غير صحيحة', en: 'The password is incorrect' },
  requested: {
    ar: 'حُذف حسابك وأُغلق، وأرسلنا إليك رسالة تؤكد ذلك',
    en: 'Your account is deleted and closed; we sent you a mail confirming it',
  },
  erased: { ar: 'مُحيت بيانات الحساب', en: 'The account’s data is erased' },
  cancelled: { ar: 'أُلغي الطلب', en: 'The request is cancelled' },
  notFound: { ar: 'لا يوجد هذا الطلب', en: 'There is no such request' },
  notOpen: { ar: 'أُغلق هذا الطلب من قبل', en: 'This request is already closed' },
  notErasure: { ar: 'هذا الطلب ليس طلب حذف', en: 'This request is not a deletion request' },
} as const;
