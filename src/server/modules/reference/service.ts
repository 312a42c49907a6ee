import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { countries, paymentTypes } from '#server/db/schema.ts';
import type { Country, PaymentType } from '#shared/contract/content.ts';
import type { Lang } from '#shared/lang.ts';
import { textIn } from '#shared/lang.ts';

const collators: Record<Lang, Intl.Collator> = {
  ar: new Intl.Collator('ar'),
  en: new Intl.Collator('en'),
};

/**
 * Countries named and sorted in the request's language. Sorting happens here with ICU collation
 * because PostgreSQL builds (PGlite among them) may lack an Arabic collation.
 */
export async function listCountries(db: Db, lang: Lang): Promise<Country[]> {
  const rows = await db.select().from(countries);
  return rows
    .map((row) => ({
      id: row.id,
      code: row.code,
      name: textIn(lang, row.nameAr, row.nameEn),
      name_ar: row.nameAr,
      name_en: row.nameEn,
    }))
    .sort((a, b) => collators[lang].compare(a.name, b.name) || a.id - b.id);
}

export async function listPaymentTypes(db: Db, lang: Lang): Promise<PaymentType[]> {
  const rows = await db
    .select()
    .from(paymentTypes)
    .where(eq(paymentTypes.active, true))
    .orderBy(asc(paymentTypes.id));
  return rows.map((row) => ({
    id: row.id,
    title: textIn(lang, row.titleAr, row.titleEn),
    title_ar: row.titleAr,
    title_en: row.titleEn,
    hard_copy_only: row.hardCopyOnly,
  }));
}
