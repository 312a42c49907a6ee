/**
 * The cart and the checkout pages: their lines or form, and the summary beside them on wide screens,
 * under them on phones. Neither column is wider than the screen, whatever a book's title (a single
 * track of `1fr` alone would grow to the longest title).
 */
export const besideSummary = 'grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]';
