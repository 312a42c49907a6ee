import type { Localized } from '#shared/lang.ts';

/** Every user-visible text of push devices: API answers and the notifications themselves. */
export const deviceMessages = {
  registered: { ar: 'تم تسجيل الجهاز للإشعارات', en: 'Device registered for notifications' },
  updated: { ar: 'تم تحديث تسجيل الجهاز', en: 'Device registration updated' },
  newBookTitle: { ar: 'كتاب جديد', en: 'New book' },
} satisfies Record<string, Localized>;
