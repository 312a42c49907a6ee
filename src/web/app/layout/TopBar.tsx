import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageSettled } from '#web/state/page-settled.ts';
import { useSession } from '#web/state/session.ts';
import { CurrencySwitch } from './CurrencySwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PhoneLink } from './PhoneLink.tsx';

// The social links (asked for once the first page is on screen) and a signed-in client's menu come
// after the app's first script.
const SocialLinks = lazy(() =>
  import('./SocialLinks.tsx').then((module) => ({ default: module.SocialLinks })),
);
const ProfileMenu = lazy(() =>
  import('./ProfileMenu.tsx').then((module) => ({ default: module.ProfileMenu })),
);

/**
 * The first band of the banner: the phone and social links, the account entries, the language and
 * the currency of the approximate prices.
 * Its size is known before the phone arrives: on a phone the phone has a row of its own, and its
 * slot is as wide as a number.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const settled = usePageSettled();
  return (
    <div className="bg-brand-950 text-sm text-brand-50">
      <div className="container-shop flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
        <div className="flex flex-1 items-center gap-3 sm:flex-none">
          <span className="inline-flex h-8 min-w-34 items-center">
            <PhoneLink className="inline-flex hover:text-gold-300" />
          </span>
          {settled && (
            <Suspense fallback={null}>
              <SocialLinks className="hidden sm:flex" />
            </Suspense>
          )}
        </div>
        <CurrencySwitch className="sm:order-last" />
        <div className="flex items-center gap-3 sm:ms-auto">
          {loggedIn ? (
            <Suspense fallback={null}>
              <ProfileMenu />
            </Suspense>
          ) : (
            <nav aria-label={t('topbar.account')} className="flex items-center gap-3 font-semibold">
              <Link to="/login" className="hover:text-gold-300">
                {t('topbar.login')}
              </Link>
              <span aria-hidden="true" className="text-brand-300">
                |
              </span>
              <Link to="/register" className="hover:text-gold-300">
                {t('topbar.register')}
              </Link>
            </nav>
          )}
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
