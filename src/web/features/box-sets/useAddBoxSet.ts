import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BoxSet } from '#shared/contract/box-sets.ts';
import { textIn } from '#shared/lang.ts';
import { toast } from '#web/api/toast.ts';
import { boxSetCartActions, boxSetCartStore } from '#web/state/box-set-cart.ts';
import { cartStore } from '#web/state/cart.ts';
import { useLanguage } from '#web/state/language.ts';
import { ownedStore } from '#web/state/owned.ts';
import { BOX_SET_TEXTS } from './texts.ts';

/**
 * The key (in the box sets' namespace, or `orders:`) of the rule adding the box set breaks: one format per order, as
 * for books; a box set once; no PDF box set holding a book the reader owns (the server refuses it too).
 */
export function addBoxSetRefusal(box: BoxSet): string | undefined {
  const isHardCopy = box.format === 'hardcopy';
  const formats = [...cartStore.get(), ...boxSetCartStore.get()].map((item) => item.isHardCopy);
  if (formats.some((format) => format !== isHardCopy)) return 'orders:addToCart.mixedFormats';
  if (boxSetCartStore.get().some((item) => item.box_set_id === box.id)) return 'alreadyInCart';
  const owned = ownedStore.get();
  if (!isHardCopy && box.books.some((book) => owned.includes(book.id))) return 'owned';
  return undefined;
}

/** Adds one copy of the box set to the cart, or says why not; the reader then goes to the cart. */
export function useAddBoxSet(): (box: BoxSet) => void {
  const { t } = useTranslation(BOX_SET_TEXTS);
  const { language } = useLanguage();
  const navigate = useNavigate();
  return useCallback(
    (box: BoxSet) => {
      const refusal = addBoxSetRefusal(box);
      if (refusal) {
        toast.warning(t(refusal));
        return;
      }
      boxSetCartActions.add({ box_set_id: box.id, quantity: 1, isHardCopy: box.format === 'hardcopy' });
      toast.success(t('added', { title: textIn(language, box.title_ar, box.title_en) }));
      navigate('/cart-box');
    },
    [t, language, navigate],
  );
}
