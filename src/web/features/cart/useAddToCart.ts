import type { Book } from '#shared/contract/catalog.ts';

/** What the reader chose on book details: the format radio and the quantity picker. */
export type CartChoice = { format: 'pdf' | 'hardcopy' | null; quantity: number | null };

/**
 * Adds a book to the cart after the checks of spec §5, in their order, each with its toast;
 * on success the reader goes to /cart-box.
 */
export function useAddToCart(): (book: Book, choice: CartChoice) => void {
  return () => {
    throw new Error('useAddToCart is not built yet');
  };
}
