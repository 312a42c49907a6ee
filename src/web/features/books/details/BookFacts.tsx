import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Book } from '#shared/contract/catalog.ts';
import { type Lang, textIn } from '#shared/lang.ts';
import { Fact } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { categoryLink } from './links.ts';
import { Section } from './Section.tsx';

/** Numbers and codes stay left to right inside Arabic text. */
const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

/** Units staff write in Arabic, as English pages name them (a book with no English dimensions). */
const UNITS_EN: Record<string, string> = { سم: 'cm', مم: 'mm', 'سم.': 'cm', إنش: 'in', بوصة: 'in' };

/**
 * Dimensions as staff write them, e.g. '14 × 21 سم' or '14 × 21 cm': the measures kept left to right
 * as written (14 before 21 in both languages), the unit after them in the page's language.
 */
export function Dimensions({ text, language }: { text: string; language: Lang }) {
  const [, measures, written] = /^([\d\s×xX*.,٫-]*\d)\s*(.*)$/.exec(text.trim()) ?? [];
  if (!measures) return <bdi>{text}</bdi>;
  const unit = language === 'en' ? (UNITS_EN[written ?? ''] ?? written) : written;
  return (
    <span>
      <Ltr>{measures}</Ltr>
      {unit && ` ${unit}`}
    </span>
  );
}

/** The book's card of facts (spec §2): category, weight, ISBN, year, pages, cover type, dimensions; each only when known. */
export function BookFacts({ book }: { book: Book }) {
  const { t } = useTranslation('details');
  const { language } = useLanguage();
  // The unit is a word in Arabic, so the weight is left to the text's direction; only codes are kept LTR.
  const weight = book.weight_grams !== null ? t('facts.grams', { grams: book.weight_grams }) : book.weight;
  const facts: [label: string, value: ReactNode][] = [
    [
      t('facts.category'),
      book.book_category && (
        <Link
          to={categoryLink(book.book_category.id)}
          className="text-brand-700 underline decoration-gold-400 underline-offset-4 hover:text-gold-700"
        >
          {textIn(language, book.book_category.title_ar, book.book_category.title_en)}
        </Link>
      ),
    ],
    [t('facts.isbn'), book.isbn && <Ltr>{book.isbn}</Ltr>],
    [t('facts.year'), book.publish_date !== null && <Ltr>{book.publish_date}</Ltr>],
    [t('facts.pages'), book.pages !== null && <Ltr>{book.pages}</Ltr>],
    [
      t('facts.coverType'),
      book.cover_type && textIn(language, book.cover_type.name_ar, book.cover_type.name_en),
    ],
    [t('facts.weight'), weight],
    [t('facts.dimensions'), book.dimensions && <Dimensions text={book.dimensions} language={language} />],
  ];
  const known = facts.filter(([, value]) => value !== null && value !== false && value !== '');
  if (known.length === 0) return null;
  return (
    <Section title={t('facts.title')}>
      <dl data-testid="book-facts" className="-my-1.5 divide-y divide-brand-100">
        {known.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </dl>
    </Section>
  );
}
