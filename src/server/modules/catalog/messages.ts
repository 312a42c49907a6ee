import type { Localized } from '#shared/lang.ts';

/** Every user-visible message of the catalogue module. */
export const catalogMessages = {
  bookNotFound: { ar: 'الكتاب غير موجود', en: 'Book not found' },
} satisfies Record<string, Localized>;
