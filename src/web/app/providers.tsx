import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { CloseButtonProps } from 'react-toastify';
import { createQueryClient } from '#web/api/query-client.ts';
import { CloseIcon } from '#web/components/icons.tsx';
import { i18n } from '#web/i18n/index.ts';
import { useLanguage } from '#web/state/language.ts';
import { isPageSettled, isPageSettleHeld, markPageSettled, usePageSettled } from '#web/state/page-settled.ts';
import { useToastPlaceOnPhones } from './toast-place.ts';

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
 * Toasts per spec §9: top-right (mirrored in Arabic; on phones at the edge away from the page's title,
 * see toast-place.ts), closing after 5000 ms, draggable; right-to-left in Arabic. The
 * region and the close buttons are named in the page's language.
 */
export function Toasts() {
  const { language } = useLanguage();
  const { t } = useTranslation();
  return (
    <Suspense>
      <ToastContainer
        // At the end of the line, away from the page's title, which starts it (top-left in Arabic).
        position={language === 'ar' ? 'top-left' : 'top-right'}
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
  useToastPlaceOnPhones();
  return null;
}

/** The frame's extras wait no longer than this for the first page, whatever it is still doing. */
const SETTLED_AT_LATEST_MS = 5000;
/** How long the first page's main picture is waited for. */
const PICTURE_WAIT_MS = 3000;

/** The page's main pictures (fetched at once, see Img). */
const mainPictures = () => [...document.querySelectorAll<HTMLImageElement>('main img[fetchpriority="high"]')];

/** Whether one of the page's main pictures is still on its way. */
const picturesLoading = () => mainPictures().some((image) => image.currentSrc && !image.complete);

/**
 * Marks the first page as on screen (see page-settled.ts) once the page is drawn in its `main`, no
 * query is on its way and its main picture is in, looked at whenever the browser is idle.
 */
function useFirstPageWatch(client: QueryClient) {
  useEffect(() => {
    if (isPageSettled()) return;
    const started = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const afterNextFrame = (callback: () => void) => {
      if (typeof window.requestAnimationFrame === 'function') {
        window.requestAnimationFrame(() => {
          timer = setTimeout(callback, 0);
        });
      } else {
        timer = setTimeout(callback, 16);
      }
    };
    const whenIdle = (callback: () => void) => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(callback, { timeout: 500 });
      } else {
        timer = setTimeout(callback, 50);
      }
    };
    const ready = () =>
      document.querySelector('main') !== null &&
      !isPageSettleHeld() &&
      client.isFetching() === 0 &&
      !(Date.now() - started < PICTURE_WAIT_MS && picturesLoading());
    // Ready once, and still two frames later, its pictures decoded: what the page drew is on screen
    // before anything the first page waits for starts.
    const check = () => {
      if (!ready()) return whenIdle(check);
      const decoded = mainPictures().map((image) =>
        typeof image.decode === 'function' ? image.decode().catch(() => undefined) : undefined,
      );
      void Promise.all(decoded).then(() =>
        afterNextFrame(() =>
          afterNextFrame(() => {
            if (!stopped) (ready() ? markPageSettled : () => whenIdle(check))();
          }),
        ),
      );
    };
    whenIdle(check);
    const latest = setTimeout(markPageSettled, SETTLED_AT_LATEST_MS);
    return () => {
      stopped = true;
      clearTimeout(latest);
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [client]);
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useFirstPageWatch(client);
  // The toast library comes once the first page is on screen; a toast raised before shows then.
  const settled = usePageSettled();
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {children}
        {settled && <Toasts />}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
