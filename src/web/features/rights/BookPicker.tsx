import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '#shared/lang.ts';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BOOK_SEARCH_MIN, useBookSearch, useChosenBook } from './api.ts';
import { choiceLook, Group, inputLook } from './Field.tsx';

type Props = { value: number | undefined; onChange: (id: number | undefined) => void; error?: string };

/** The chosen book, with a way to choose another. */
function Chosen({ id, onChange, focus }: { id: number; onChange: Props['onChange']; focus: boolean }) {
  const { t } = useTranslation('content');
  const change = useRef<HTMLButtonElement>(null);
  // Chosen from the list, whose button is gone: the focus goes on to the way back.
  useEffect(() => {
    if (focus) change.current?.focus();
  }, [focus]);
  const { language } = useLanguage();
  const book = useChosenBook(id).data;
  const title = book ? textIn(language, book.title_ar, book.title_en) : '';
  const writer = book?.writer ? textIn(language, book.writer.name_ar, book.writer.name_en) : '';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gold-50 px-4 py-3">
      <p aria-live="polite">
        <span className="sr-only">{t('rights.bookChosen')}: </span>
        <span className="font-bold text-brand-900">{title}</span>
        {writer && <span className="text-brand-700"> — {writer}</span>}
      </p>
      <button ref={change} type="button" className={buttonSecondary} onClick={() => onChange(undefined)}>
        {t('rights.bookChange')}
      </button>
    </div>
  );
}

/** A search of the catalogue; each book found is a button that chooses it. */
function Search({ onChange }: { onChange: Props['onChange'] }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const [search, setSearch] = useState('');
  const books = useBookSearch(useDeferredValue(search));
  const searchId = useId();
  const found = search.trim().length >= BOOK_SEARCH_MIN ? (books.data ?? []) : [];
  return (
    <>
      <label htmlFor={searchId} className="text-sm text-brand-700">
        {t('rights.bookSearch')}
      </label>
      <input
        id={searchId}
        type="search"
        className={inputLook}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {found.length > 0 && (
        <ul aria-label={t('rights.bookResults')} className="flex flex-col gap-2">
          {found.map((book) => (
            <li key={book.id}>
              <button
                type="button"
                className={`${choiceLook} w-full text-start`}
                onClick={() => onChange(book.id)}
              >
                {[
                  textIn(language, book.title_ar, book.title_en),
                  book.writer ? textIn(language, book.writer.name_ar, book.writer.name_en) : '',
                ]
                  .filter(Boolean)
                  .join(' — ')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {books.isSuccess && search.trim().length >= BOOK_SEARCH_MIN && found.length === 0 && (
        <p className="text-sm text-brand-600">{t('rights.bookNone')}</p>
      )}
    </>
  );
}

/** The book asked about: chosen from the catalogue (or by the page's link), never typed. */
export function BookPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation('content');
  const [picked, setPicked] = useState(false);
  const pick = (id: number | undefined) => {
    setPicked(id !== undefined);
    onChange(id);
  };
  return (
    <Group legend={t('rights.book')} error={error}>
      {value === undefined ? (
        <Search onChange={pick} />
      ) : (
        <Chosen id={value} onChange={pick} focus={picked} />
      )}
    </Group>
  );
}
