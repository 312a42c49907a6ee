import type { Lang } from './lang.ts';

/** The publishing house's name, as the shop's header shows it (`common:brand.name`), its mails and PDFs print it. */
export const SHOP_NAME: Record<Lang, string> = { ar: 'دار الكتاب العربي', en: 'Arab Book House' };
