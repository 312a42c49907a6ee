import { useTranslation } from 'react-i18next';

/**
 * The toast after adding to the cart, with its 'Go to cart shop' link (spec §2). Toasts live
 * outside the router, so the link is a plain hash link.
 */
export function AddedToast({ title }: { title: string }) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold">{t('addToCart.added', { title })}</span>
      <a
        href="#/cart-box"
        className="font-bold text-brand-700 underline decoration-gold-400 underline-offset-4"
      >
        {t('addToCart.goToCart')}
      </a>
    </div>
  );
}
