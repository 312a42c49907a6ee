import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { CloseButtonProps } from 'react-toastify';
import { createQueryClient } from '#web/api/query-client.ts';
import { CloseIcon } from '#web/components/icons.tsx';
import { i18n } from '#web/i18n/index.ts';
import { useLanguage } from '#web/state/language.ts';

// The toast library loads beside the page; toasts raised before it is there are shown once it is.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

/** A toast's close button, named in the page's language. */
function CloseToast({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={t('toasts.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(event);
      }}
    >
      <CloseIcon size={16} />
    </button>
  );
}

/**
 * Names each toast's countdown bar in the page's language: the toast library names it in English
 * and takes no name of ours, so the name is put on each bar as it appears.
 */
function useCountdownName(name: string) {
  useEffect(() => {
    const region = document.querySelector('.Toastify');
    if (!region) return;
    const rename = () => {
      for (const bar of region.querySelectorAll('[role="progressbar"]')) {
        if (bar.getAttribute('aria-label') !== name) bar.setAttribute('aria-label', name);
      }
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [name]);
}

/**
 * Toasts per spec §9: top-right, closing after 5000 ms, draggable; right-to-left in Arabic. The
 * region and the close buttons are named in the page's language.
 */
export function Toasts() {
  const { language } = useLanguage();
  const { t } = useTranslation();
  return (
    <Suspense>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        draggable
        rtl={language === 'ar'}
        newestOnTop
        aria-label={t('toasts.region')}
        closeButton={CloseToast}
      />
      <CountdownNames name={t('toasts.countdown')} />
    </Suspense>
  );
}

/** Rendered with the toast region, once the toast library has arrived and drawn it. */
function CountdownNames({ name }: { name: string }) {
  useCountdownName(name);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {children}
        <Toasts />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
