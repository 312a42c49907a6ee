import { useTranslation } from 'react-i18next';
import { WORLD } from '#shared/contract/rights-terms.ts';
import type { StaffRightsRow } from '#shared/contract/staff-rights.ts';
import { languageNames, regionNames } from '#shared/intl.ts';
import { textIn } from '#shared/lang.ts';
import { useLanguage } from '#web/state/language.ts';

/* An enquiry's terms in the member's language: the book's title, the countries, the language, the format. */

export function useTerms() {
  const { t } = useTranslation('staff-rights');
  const { language } = useLanguage();
  return {
    book: (row: StaffRightsRow) => textIn(language, row.book_title_ar, row.book_title_en),
    territory: (codes: string[]) =>
      codes.includes(WORLD)
        ? t('world')
        : new Intl.ListFormat(language, { type: 'conjunction' }).format(
            codes.map((code) => regionNames(language).of(code) ?? code),
          ),
    language: (code: string) => languageNames(language).of(code) ?? code,
    format: (row: StaffRightsRow) => t(`formats.${row.format}`),
  };
}

/** Each status in its own colour, the same in the list and on the record. */
export const statusLook: Record<StaffRightsRow['status'], string> = {
  new: 'bg-gold-100 text-gold-800',
  in_discussion: 'bg-sky-100 text-sky-900',
  granted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-brand-100 text-brand-800',
};
