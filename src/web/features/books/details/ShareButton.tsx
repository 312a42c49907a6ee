import { useTranslation } from 'react-i18next';
import { shopOrigin } from '#web/api/origin.ts';
import { toast } from '#web/api/toast.ts';
import { icon } from '#web/components/icons.tsx';

const ShareIcon = icon(
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
);

/**
 * The book's share address: the server answers it with the book's link preview (cover, title, price)
 * and then opens the book in the shop. The native shell's pages live in the app, so it names the server.
 */
export const shareLink = (bookId: number) => `${shopOrigin || window.location.origin}/b/${bookId}`;

/** The phone's own share sheet where there is one, else the link copied to the clipboard. */
export function ShareButton({
  bookId,
  title,
  className = '',
}: {
  bookId: number;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation('details');
  const share = async () => {
    const url = shareLink(bookId);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(t('share.failed'));
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.failed'));
    }
  };
  return (
    <button
      type="button"
      aria-label={t('share.button', { title })}
      title={t('share.button', { title })}
      onClick={() => void share()}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-sm ring-1 ring-brand-100 transition hover:text-gold-700 ${className}`}
    >
      <ShareIcon size={20} />
    </button>
  );
}
