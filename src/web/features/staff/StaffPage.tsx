import './console/frame-i18n.ts';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '#web/components/Spinner.tsx';
import { Notice } from '#web/components/ui.tsx';
import { pageCodeLoaded } from '#web/state/new-version.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { useStaffMe } from './api.ts';
import { ConsoleFrame } from './ConsoleFrame.tsx';
import { LanguageToggle } from './console/LanguageToggle.tsx';
import { type ConsoleScreen, consoleScreens } from './screens.ts';

/** Each screen loads with the screens' strings (the frame carries only its own). */
const lazyScreens = new Map<ConsoleScreen, ComponentType>(
  consoleScreens.map((screen) => [
    screen,
    lazy(() =>
      Promise.all([screen.page(), import('./console/i18n.ts')]).then(([module]) => {
        pageCodeLoaded();
        return module;
      }),
    ),
  ]),
);

/** The sign-in form (with its validation library) loads only for a browser without a staff session. */
const StaffLogin = lazy(() => import('./StaffLogin.tsx').then(({ StaffLogin }) => ({ default: StaffLogin })));

/** A screen, or why the member's role does not open it (the server refuses its calls anyway). */
function Guarded({ screen }: { screen: ConsoleScreen }) {
  const { t } = useTranslation('console');
  const { staff } = useStaffSession();
  const Screen = lazyScreens.get(screen)!;
  if (!staff.role || !screen.roles.includes(staff.role))
    return <Notice text={t('notAllowed')} tone="alert" />;
  return <Screen />;
}

/**
 * While the shop requires two-step sign-in of an administrator who has not set it up, every screen
 * leads to the security screen (the server refuses the others' calls anyway).
 */
function SetupGate({ children }: { children: ReactNode }) {
  const me = useStaffMe();
  const { pathname } = useLocation();
  if (me.data?.two_factor_setup_required && pathname !== '/staff/security') {
    return <Navigate to="/staff/security" replace />;
  }
  return children;
}

function SignIn() {
  const { t } = useTranslation('staff');
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  return (
    <div className="min-h-screen bg-brand-50/60">
      <header className="flex items-center justify-between gap-3 border-b border-brand-100 bg-white px-4 py-3">
        <p className="text-lg font-extrabold leading-normal text-brand-900">{t('title')}</p>
        <LanguageToggle />
      </header>
      <main className="px-4 py-10">
        <Suspense fallback={<Spinner size="lg" className="min-h-96" />}>
          <StaffLogin />
        </Suspense>
      </main>
    </div>
  );
}

/**
 * /staff/*: the back office. Its guard is the staff session (local storage `staff`), not the
 * reader's: until one is stored the console is its sign-in form.
 */
export default function StaffPage() {
  const { signedIn } = useStaffSession();
  if (!signedIn) return <SignIn />;
  return (
    <ConsoleFrame>
      <Suspense fallback={<Spinner size="lg" className="min-h-64" />}>
        <SetupGate>
          <Routes>
            {consoleScreens.map((screen) =>
              screen.path === '' ? (
                <Route key="index" index element={<Guarded screen={screen} />} />
              ) : (
                <Route key={screen.path} path={screen.path} element={<Guarded screen={screen} />} />
              ),
            )}
            <Route path="*" element={<Navigate to="/staff" replace />} />
          </Routes>
        </SetupGate>
      </Suspense>
    </ConsoleFrame>
  );
}
