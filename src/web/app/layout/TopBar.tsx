import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '#web/state/session.ts';
import { CurrencySwitch } from './CurrencySwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PhoneLink } from './PhoneLink.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { SocialLinks } from './SocialLinks.tsx';

/**
 * The first band of the banner: the phone and social links, the account entries, the language and
 * the currency of the approximate prices.
 * Its size is known before the phone arrives: on a phone the phone has a row of its own, and its
 * slot is as wide as a number.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
    <div className="bg-brand-950 text-sm text-brand-50">
      <div className="container-shop flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
        <div className="flex flex-1 items-center gap-3 sm:flex-none">
          <span className="inline-flex h-8 min-w-34 items-center">
            <PhoneLink className="inline-flex hover:text-gold-300" />
          </span>
          <SocialLinks className="hidden sm:flex" />
        </div>
        <CurrencySwitch className="sm:order-last" />
        <div className="flex items-center gap-3 sm:ms-auto">
          {loggedIn ? (
            <ProfileMenu />
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
