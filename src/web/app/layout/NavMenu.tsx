import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '#web/components/icons.tsx';
import { useCloseOnEscape, useOpenUntilNavigation } from './useOpenUntilNavigation.ts';

export const menuEntries = [
  { to: '/', label: 'menu.home', end: true },
  { to: '/books', label: 'menu.library' },
  { to: '/search', label: 'menu.search' },
  { to: '/alkashkoul', label: 'menu.alkashkoul' },
  { to: '/contact-us', label: 'menu.contactUs' },
  { to: '/al-akhbar', label: 'menu.news' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-4 py-2.5 font-semibold transition md:rounded-none md:border-b-2 md:px-5 md:py-3.5 ${
    isActive
      ? 'bg-white/10 text-gold-300 md:border-gold-400 md:bg-transparent'
      : 'text-brand-50 hover:text-gold-200 md:border-transparent'
  }`;

/**
 * The six main entries; below md a button opens them, and any route change or Escape closes them
 * (Escape gives the focus back to the button).
 */
export function NavMenu() {
  const { t } = useTranslation();
  const { open, setOpen, toggle } = useOpenUntilNavigation();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [setOpen]);
  useCloseOnEscape(open, close);
  const { pathname } = useLocation();
  // Home lives at / and at /home.
  const homeActive = pathname === '/home';
  return (
    <nav aria-label={t('menu.label')} className="sticky top-0 z-30 bg-brand-800 shadow-md">
      <div className="container-shop">
        <button
          ref={button}
          type="button"
          className="flex items-center gap-2 py-3 font-semibold text-white md:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={toggle}
        >
          {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          {open ? t('menu.close') : t('menu.open')}
        </button>
        <ul
          id="main-menu"
          className={`${open ? 'flex' : 'hidden'} flex-col gap-1 pb-3 md:flex md:flex-row md:pb-0`}
        >
          {menuEntries.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={'end' in entry}
                className={({ isActive }) =>
                  linkClass({ isActive: isActive || (entry.to === '/' && homeActive) })
                }
              >
                {t(entry.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
