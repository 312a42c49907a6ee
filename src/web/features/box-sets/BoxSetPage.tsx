import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { BoxSet } from '#shared/contract/box-sets.ts';
import { positiveId } from '#shared/ids.ts';
import { textIn } from '#shared/lang.ts';
import { ApiError } from '#web/api/client.ts';
import { coverOf } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { Price } from '#web/components/Price.tsx';
import { ShareButton } from '#web/components/ShareButton.tsx';
import { buttonPrimary, Notice, panel } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { useBoxSet } from './api.ts';
import { BoxSetCover } from './BoxSetCover.tsx';
import { BOX_SET_TEXTS } from './texts.ts';
import { useAddBoxSet } from './useAddBoxSet.ts';

/** The box set's price against its books bought one by one, and the button that puts it in the cart. */
function PricePanel({ box }: { box: BoxSet }) {
  const { t } = useTranslation(BOX_SET_TEXTS);
  const { t: o } = useTranslation('orders');
  const add = useAddBoxSet();
  return (
    <aside className={`${panel} flex flex-col gap-3 p-6 lg:sticky lg:top-4`} aria-labelledby="box-set-price">
      <h2 id="box-set-price" className="text-sm font-bold text-brand-600">
        {t('price')}
      </h2>
      <p className="text-3xl font-extrabold text-brand-900">
        <Price value={box.price} approx data-testid="box-set-price" />
      </p>
      <p className="text-sm text-brand-600">
        {t('partsPrice')}:{' '}
        <s data-testid="box-set-parts-price" className="font-semibold">
          <Price value={box.parts_price} />
        </s>
      </p>
      {box.saving > 0 && (
        <p className="text-base font-bold text-emerald-700" data-testid="box-set-saving">
          {t('saving')} <Price value={box.saving} />
        </p>
      )}
      <p>
        <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-700 ring-1 ring-brand-100">
          {o(box.format === 'hardcopy' ? 'format.hardcopy' : 'format.pdf')}
        </span>
      </p>
      {!box.available && (
        <p role="alert" className="text-sm font-bold text-red-700">
          {t('unavailable')}
        </p>
      )}
      <button
        type="button"
        disabled={!box.available}
        onClick={() => add(box)}
        className={`${buttonPrimary} w-full text-lg`}
      >
        {t('add')}
      </button>
    </aside>
  );
}

/** The box set's books in order: cover, title (a link to the book) and the book's own price. */
function BoxSetBooks({ box }: { box: BoxSet }) {
  const { t } = useTranslation(BOX_SET_TEXTS);
  const { language } = useLanguage();
  return (
    <section aria-labelledby="box-set-books">
      <h2 id="box-set-books" className="mb-4 text-xl font-extrabold text-brand-900">
        {t('inSet')} ({t('books', { count: box.books.length })})
      </h2>
      <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {box.books.map((book) => (
          <li key={book.id} data-testid="box-set-book" className="flex flex-col gap-2">
            <Link to={`/book-details/${book.id}`} className="group flex flex-col gap-2">
              <Img
                fileName={coverOf(book)}
                alt=""
                width={180}
                height={252}
                className="aspect-[5/7] w-full rounded-lg object-cover shadow-sm ring-1 ring-brand-100"
              />
              <span className="font-bold leading-snug text-brand-900 group-hover:text-gold-700">
                {textIn(language, book.title_ar, book.title_en)}
              </span>
            </Link>
            <span className="text-sm text-brand-600">
              <Price value={book.price} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Shares the box set's address, `/x/{id}`: its link preview shows its first cover, its title and its price. */
function BoxSetShareButton({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation(BOX_SET_TEXTS);
  return (
    <ShareButton
      path={`/x/${id}`}
      title={title}
      texts={{ button: t('share.button', { title }), copied: t('share.copied'), failed: t('share.failed') }}
    />
  );
}

function BoxSetView({ box }: { box: BoxSet }) {
  const { language } = useLanguage();
  const title = textIn(language, box.title_ar, box.title_en);
  const otherTitle = language === 'ar' ? box.title_en : box.title_ar;
  const description = textIn(language, box.description_ar, box.description_en);
  return (
    <article className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-8">
        <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <BoxSetCover box={box} title={title} />
          <div className="grid min-w-0 flex-1 gap-3">
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-3xl font-extrabold text-brand-900">{title}</h1>
              <BoxSetShareButton id={box.id} title={title} />
            </div>
            {otherTitle.trim() && otherTitle !== title && (
              <p className="text-lg text-brand-600">
                <bdi lang={language === 'ar' ? 'en' : 'ar'}>{otherTitle}</bdi>
              </p>
            )}
            {description && (
              <p dir="auto" className="leading-relaxed text-brand-800">
                {description}
              </p>
            )}
          </div>
        </header>
        <BoxSetBooks box={box} />
      </div>
      <PricePanel box={box} />
    </article>
  );
}

/** /box-sets/:id: a box set's books with their covers, its price, what it saves, and its add-to-cart button. */
export default function BoxSetPage() {
  const { t } = useTranslation(BOX_SET_TEXTS);
  const { t: o } = useTranslation('orders');
  const { language } = useLanguage();
  const id = positiveId(useParams().id);
  const query = useBoxSet(id);
  usePageTitle(query.data ? textIn(language, query.data.title_ar, query.data.title_en) : t('pageTitle'));
  const missing = id === undefined || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) return <Notice text={t('notFound')} action={{ label: t('toLibrary'), to: '/books' }} />;
  if (query.data) return <BoxSetView box={query.data} />;
  if (query.isPending) return <div aria-busy="true" className="min-h-96" />;
  return (
    <Notice
      tone="alert"
      text={t('loadError')}
      action={{ label: o('retry'), onClick: () => void query.refetch() }}
    />
  );
}
