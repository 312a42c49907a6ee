import { useTranslation } from 'react-i18next';
import type { BoxSet } from '#shared/contract/box-sets.ts';
import { coverOf } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { BOX_SET_TEXTS } from './texts.ts';

/** How many of its books' covers stand for the box set. */
const SHOWN = 4;

/**
 * A box set's cover (decision 096): it has no picture of its own, so its first books' covers stand
 * side by side, each a little over the one before it, as books stand in a case. One picture to
 * assistive technology, named by the box set; the covers come again with their titles below.
 */
export function BoxSetCover({ box, title }: { box: BoxSet; title: string }) {
  const { t } = useTranslation(BOX_SET_TEXTS);
  const books = box.books.slice(0, SHOWN);
  return (
    <div
      role="img"
      aria-label={t('cover', { title })}
      data-testid="box-set-cover"
      className="flex shrink-0 items-end ps-2"
    >
      {books.map((book, index) => (
        <Img
          key={book.id}
          fileName={coverOf(book)}
          alt=""
          width={96}
          height={134}
          priority={index === 0}
          style={{ zIndex: books.length - index }}
          className={`aspect-[5/7] w-20 rounded-md object-cover shadow-md ring-2 ring-white sm:w-24 ${
            index === 0 ? '' : '-ms-8 sm:-ms-10'
          }`}
        />
      ))}
    </div>
  );
}
