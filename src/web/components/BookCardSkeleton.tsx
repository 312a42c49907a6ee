import { cardClasses } from './BookCard.tsx';

/** A bar the height of a line of the text it stands for (the text itself, never seen, sets it). */
const bar = 'block w-fit rounded bg-brand-100 text-transparent select-none';

/**
 * A book card still loading: the card's own frame, cover and lines at their final sizes, so nothing
 * moves when the book arrives. Hidden from screen readers; the list around it says it is busy.
 */
export function BookCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="book-card-skeleton"
      className={`${cardClasses.article} animate-pulse`}
    >
      <div className={`${cardClasses.cover} bg-brand-50`} />
      <div className={cardClasses.body}>
        <p className={cardClasses.title}>
          <span className={bar}>—————————————</span>
        </p>
        <p className={cardClasses.writer}>
          <span className={bar}>—————————</span>
        </p>
        <div className={cardClasses.price}>
          <p className="text-lg font-extrabold">
            <span className={bar}>$00.00</span>
          </p>
          <span className={`${cardClasses.action} bg-brand-100 text-transparent`}>—</span>
        </div>
      </div>
    </div>
  );
}
