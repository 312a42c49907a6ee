import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadOnceForNewVersion } from '#web/state/new-version.ts';

/**
 * Shown instead of a page that failed to render, in the page's language (never the error's own,
 * English, text). Page code missing after a new deploy reloads the page once instead.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const newVersion = isChunkLoadError(error);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (newVersion && reloadOnceForNewVersion()) setReloading(true);
  }, [newVersion]);
  if (reloading) return null;
  return (
    <section
      role="alert"
      className="mx-auto my-16 max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100"
    >
      <h1 className="mb-3 text-2xl font-bold text-brand-900">{t('errors.unexpected')}</h1>
      {newVersion && <p className="mb-6 text-sm leading-relaxed text-brand-700">{t('errors.newVersion')}</p>}
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
