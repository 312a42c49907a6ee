import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '#web/api/query-client.ts';
import { i18n } from '#web/i18n/index.ts';
import { useLanguage } from '#web/state/language.ts';

// The toast library loads beside the page; toasts raised before it is there are shown once it is.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

/** Toasts per spec §9: top-right, closing after 5000 ms, draggable; right-to-left in Arabic. */
export function Toasts() {
  const { language } = useLanguage();
  return (
    <Suspense>
      <ToastContainer position="top-right" autoClose={5000} draggable rtl={language === 'ar'} newestOnTop />
    </Suspense>
  );
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
