import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Book } from '#shared/contract/catalog.ts';
import { textIn } from '#shared/lang.ts';
import { FavoriteButton } from '#web/components/FavoriteButton.tsx';
import { EyeIcon } from '#web/components/page-icons.tsx';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { detailsLayout } from './layout.ts';
import { sampleLink, writerLink } from './links.ts';
import { BookShareButton } from './ShareButton.tsx';

/** A look inside the book, for anyone: its free sample in the shop's reader. */
function SampleLink({ bookId }: { bookId: number }) {
  const { t } = useTranslation('details');
  return (
    <Link
      to={sampleLink(bookId)}
      data-testid="read-sample"
      className={`${buttonSecondary} mt-4 px-4 py-2 text-sm`}
    >
      <EyeIcon size={18} />
      {t('sample.read')}
    </Link>
  );
}

/**
 * The book's title with its subtitle under it (the one of the title shown), its writer (a link to the
 * writer's books), the link to its sample when it has one, the share button and the favourite toggle.
 */
export function BookHeading({ book, title }: { book: Book; title: string }) {
  const { t } = useTranslation('details');
  const { language } = useLanguage();
  const subtitle = language === 'en' && book.title_en.trim() ? book.subtitle_en : book.subtitle_ar;
  return (
    <header className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        {book.comming_soon && (
          <p className="mb-3 inline-block rounded-full bg-gold-100 px-3 py-1 text-xs font-bold text-gold-700 ring-1 ring-gold-200">
            {t('comingSoon')}
          </p>
        )}
        <h1 className={detailsLayout.title}>{title}</h1>
        {subtitle && <p className="mt-2 text-xl text-brand-700">{subtitle}</p>}
        {book.writer && (
          <p className="mt-3 text-lg text-brand-700">
            {t('by')}{' '}
            <Link
              to={writerLink(book.writer.id)}
              className="font-bold text-brand-800 underline decoration-gold-400 underline-offset-4 hover:text-gold-700"
            >
              {textIn(language, book.writer.name_ar, book.writer.name_en)}
            </Link>
          </p>
        )}
        {book.has_sample && <SampleLink bookId={book.id} />}
      </div>
      <div className="mt-1 flex shrink-0 gap-2">
        <BookShareButton bookId={book.id} title={title} />
        <FavoriteButton bookId={book.id} title={title} />
      </div>
    </header>
  );
}
