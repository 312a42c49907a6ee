import { createElement, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Book } from '#shared/contract/catalog.ts';
import { toast } from '#web/api/toast.ts';
import { titleIn } from '#web/components/book.ts';
import { cartActions, cartStore } from '#web/state/cart.ts';
import { useLanguage } from '#web/state/language.ts';
import { ownedStore } from '#web/state/owned.ts';
import { AddedToast } from './AddedToast.tsx';

/** What the reader chose on book details: the format radio and the quantity picker. */
export type CartChoice = { format: 'pdf' | 'hardcopy' | null; quantity: number | null };

/** The key (in the `orders` namespace) of the first rule of spec §5 the choice breaks, in the spec's order. */
export function addToCartRefusal(book: Book, choice: CartChoice): string | undefined {
  if (choice.format === null) return 'addToCart.selectType';
  const isHardCopy = choice.format === 'hardcopy';
  const items = cartStore.get();
  if (items.some((item) => item.isHardCopy !== isHardCopy)) return 'addToCart.mixedFormats';
  if (items.some((item) => item.book_id === book.id)) return 'addToCart.alreadyInCart';
  if (isHardCopy && !choice.quantity) return 'addToCart.selectQuantity';
  if (isHardCopy && (choice.quantity ?? 0) > book.stock) return 'addToCart.outOfStock';
  // Beyond the spec: a PDF already bought is never sold twice (the server refuses it too).
  if (!isHardCopy && ownedStore.get().includes(book.id)) return 'addToCart.alreadyOwned';
  return undefined;
}

/**
 * Adds a book to the cart after the checks of spec §5, in their order, each with its toast;
 * on success the reader goes to /cart-box and a toast offers the 'Go to cart shop' link.
 */
export function useAddToCart(): (book: Book, choice: CartChoice) => void {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const navigate = useNavigate();
  return useCallback(
    (book: Book, choice: CartChoice) => {
      const refusal = addToCartRefusal(book, choice);
      if (refusal) {
        toast.warning(t(refusal));
        return;
      }
      const isHardCopy = choice.format === 'hardcopy';
      cartActions.add({ book_id: book.id, quantity: isHardCopy ? (choice.quantity ?? 1) : 1, isHardCopy });
      toast.success(createElement(AddedToast, { title: titleIn(language, book) }));
      navigate('/cart-box');
    },
    [t, language, navigate],
  );
}
