import { useTranslation } from 'react-i18next';
import { HeartIcon } from '#web/components/icons.tsx';
import { useFavorites } from '#web/state/favorites.ts';

type FavoriteButtonProps = {
  bookId: number;
  title: string;
  className?: string;
  /** -1 where the button is one of many on a page (book cards): a pointer reaches it, Tab does not. */
  tabIndex?: number;
};

/** Adds the book to the favourites or takes it out (spec §4); highlighted while it is a favourite. */
export function FavoriteButton({ bookId, title, className = '', tabIndex }: FavoriteButtonProps) {
  const { t } = useTranslation('books');
  const favorites = useFavorites();
  const active = favorites.has(bookId);
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      aria-pressed={active}
      aria-label={t(active ? 'favorite.remove' : 'favorite.add', { title })}
      title={t(active ? 'favorite.remove' : 'favorite.add', { title })}
      onClick={() => favorites.toggle(bookId)}
      className={`inline-flex size-10 items-center justify-center rounded-full shadow-sm ring-1 transition ${
        active
          ? 'bg-red-600 text-white ring-red-600 hover:bg-red-700'
          : 'bg-white/95 text-brand-700 ring-brand-100 hover:text-red-600'
      } ${className}`}
    >
      <HeartIcon size={20} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}
