import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '#shared/lang.ts';
import { Price } from '#web/components/Price.tsx';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { controlClass } from '../../console/form.tsx';
import { useBookSearch } from './api.ts';

/** A book of the box set as the picker shows it: its titles, and its price when known. */
export type PickedBook = { id: number; title_ar: string; title_en: string; price?: number };

type BookPickerProps = {
  books: PickedBook[];
  onChange: (books: PickedBook[]) => void;
  /** The server's word on the books (too few, one twice, one not sold in the format). */
  error?: string;
  /** Each book's own refusal, by its place in the list. */
  bookErrors?: (index: number) => string | undefined;
  disabled?: boolean;
};

/** Moves the book at `from` one place towards the start (-1) or the end (+1). */
const moved = (books: PickedBook[], from: number, by: -1 | 1) => {
  const to = from + by;
  if (to < 0 || to >= books.length) return books;
  const next = [...books];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
};

/** The box set's books in the order the shop shows them, and a search to add more. */
export function BookPicker({ books, onChange, error, bookErrors, disabled }: BookPickerProps) {
  const { t } = useTranslation('staff-box-sets');
  const { language } = useLanguage();
  const [search, setSearch] = useState('');
  const found = useBookSearch(search);
  const searchId = useId();
  const chosen = new Set(books.map((book) => book.id));
  const titleOf = (book: PickedBook) => textIn(language, book.title_ar, book.title_en);
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${searchId}-error` : undefined}>
      <legend className="text-sm font-semibold text-brand-900">{t('form.books')}</legend>
      <ol className="grid gap-2" aria-label={t('form.books')}>
        {books.map((book, index) => (
          <li key={book.id} data-testid="picked-book" className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 font-semibold text-brand-900">
              {index + 1}. <bdi>{titleOf(book)}</bdi>
              {book.price !== undefined && (
                <span className="ms-2 text-sm font-normal text-brand-600">
                  <Price value={book.price} />
                </span>
              )}
            </span>
            <button
              type="button"
              className={buttonSecondary}
              disabled={disabled || index === 0}
              onClick={() => onChange(moved(books, index, -1))}
              aria-label={t('form.up', { title: titleOf(book) })}
            >
              ↑
            </button>
            <button
              type="button"
              className={buttonSecondary}
              disabled={disabled}
              onClick={() => onChange(books.filter((other) => other.id !== book.id))}
              aria-label={t('form.remove', { title: titleOf(book) })}
            >
              {t('form.removeShort')}
            </button>
            {bookErrors?.(index) && (
              <p className="basis-full text-sm font-medium text-red-700">{bookErrors(index)}</p>
            )}
          </li>
        ))}
      </ol>
      {books.length === 0 && <p className="text-sm text-brand-600">{t('form.noBooks')}</p>}
      {error && (
        <p id={`${searchId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {!disabled && (
        <div className="grid gap-2">
          <label htmlFor={searchId} className="text-sm font-semibold text-brand-900">
            {t('form.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={controlClass(false)}
          />
          <ul className="grid gap-1">
            {(found.data ?? [])
              .filter((book) => !chosen.has(book.id))
              .map((book) => (
                <li key={book.id} className="flex items-center justify-between gap-2 text-sm">
                  <bdi className="min-w-0 truncate">{titleOf(book)}</bdi>
                  <button
                    type="button"
                    className={buttonSecondary}
                    onClick={() =>
                      onChange([...books, { id: book.id, title_ar: book.title_ar, title_en: book.title_en }])
                    }
                    aria-label={t('form.add', { title: titleOf(book) })}
                  >
                    {t('form.addShort')}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
