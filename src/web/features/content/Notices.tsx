import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const box = 'mx-auto my-10 max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100';

/** A list or page that could not be loaded, with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div role="alert" className={box}>
      <p className="mb-5 font-semibold text-brand-800">{t('errors.load')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white transition hover:bg-brand-800"
      >
        {t('errors.retry')}
      </button>
    </div>
  );
}

/** Nothing to show yet; optionally a way back. */
export function EmptyNotice({
  text,
  backTo,
  backLabel,
}: {
  text: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <div className={box}>
      <p className="font-semibold text-brand-700">{text}</p>
      {backTo && backLabel && (
        <Link
          to={backTo}
          className="mt-5 inline-block rounded-lg border border-brand-200 px-5 py-2 font-semibold text-brand-800 transition hover:border-gold-400 hover:text-gold-700"
        >
          {backLabel}
        </Link>
      )}
    </div>
  );
}
