import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown instead of a page that failed to render. */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <section
      role="alert"
      className="mx-auto my-16 max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100"
    >
      <h1 className="mb-3 text-2xl font-bold text-brand-900">{t('errors.unexpected')}</h1>
      {detail && (
        <p dir="auto" className="mb-6 text-sm text-brand-500">
          {detail}
        </p>
      )}
      <div className="flex justify-center gap-3">
        <a
          href="#/"
          className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('errors.backHome')}
        </a>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg border border-brand-200 px-5 py-2 font-semibold text-brand-800 hover:border-gold-400"
        >
          {t('errors.reload')}
        </button>
      </div>
    </section>
  );
}
