import { useTranslation } from 'react-i18next';
import { ShareButton } from '#web/components/ShareButton.tsx';

/** Shares the book's address, `/b/{id}`: its link preview shows the cover, the title and the price. */
export function BookShareButton({ bookId, title }: { bookId: number; title: string }) {
  const { t } = useTranslation('details');
  return (
    <ShareButton
      path={`/b/${bookId}`}
      title={title}
      texts={{ button: t('share.button', { title }), copied: t('share.copied'), failed: t('share.failed') }}
    />
  );
}
