import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The first stop of the keyboard: hidden until focused, it moves focus to the page's content. The
 * address bar holds the route, so the link moves focus itself instead of changing the hash.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Focusing scrolls the content into view as well.
    document.getElementById(target)?.focus();
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="fixed start-4 top-4 z-50 -translate-y-24 rounded-xl bg-brand-800 px-5 py-3 font-bold text-white shadow-lg transition focus:translate-y-0"
    >
      {t('skipToContent')}
    </a>
  );
}
