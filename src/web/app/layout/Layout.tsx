import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useLoginCheck } from '#web/api/session.ts';
import { useToastsStayOnTheirPage } from '#web/api/useToastsStayOnTheirPage.ts';
import { usePageSettled } from '#web/state/page-settled.ts';
import { useSession } from '#web/state/session.ts';
import { Header } from './Header.tsx';
import { NavMenu } from './NavMenu.tsx';
import { SkipLink } from './SkipLink.tsx';
import { TopBar } from './TopBar.tsx';
import { useFocusOnPageChange } from './useFocusOnPageChange.ts';

// Below the page: it loads once the page is on screen (see page-settled.ts), not before it.
const Footer = lazy(() => import('./Footer.tsx').then((module) => ({ default: module.Footer })));
// A signed-in client's owned list kept in step with the server's: the orders' code loads with it, for
// a client only.
const OwnedSync = lazy(() =>
  import('#web/features/orders/index.ts').then((module) => ({ default: module.OwnedSync })),
);

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-gold-100"
      role="progressbar"
      aria-label={t('loading')}
    >
      <div className="h-full w-1/3 animate-pulse bg-gold-500" />
    </div>
  );
}

/**
 * The frame of every page (spec §2): a skip link, the banner (top bar and header), the menu, the
 * page, the footer.
 */
export function Layout() {
  useLoginCheck();
  const { loggedIn } = useSession();
  const settled = usePageSettled();
  useFocusOnPageChange('content');
  useToastsStayOnTheirPage();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink target="content" />
      {loggedIn && (
        <Suspense>
          <OwnedSync />
        </Suspense>
      )}
      <NavigationProgress />
      <header>
        <TopBar />
        <Header />
      </header>
      <NavMenu />
      <main id="content" tabIndex={-1} className="container-shop flex-1 py-8 outline-none">
        <Outlet />
      </main>
      {settled && (
        <Suspense>
          <Footer />
        </Suspense>
      )}
      {/* Top of the page on forward navigation, the old position on back. */}
      <ScrollRestoration />
    </div>
  );
}
