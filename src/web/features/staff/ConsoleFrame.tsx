import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useToastsStayOnTheirPage } from '#web/api/useToastsStayOnTheirPage.ts';
import { isolated } from '#web/components/dates.ts';
import { CloseIcon, MenuIcon } from '#web/components/icons.tsx';
import { useStaffSession } from '#web/state/staff.ts';
import { useStaffCounts, useStaffLogout } from './api.ts';
import { LanguageToggle } from './console/LanguageToggle.tsx';
import { navEntries } from './screens.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'flex items-center gap-2 rounded-lg px-3 py-2 font-semibold leading-relaxed transition',
    isActive ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-100 hover:text-brand-950',
  ].join(' ');

/** The nav entries that show a count of the work waiting, and which count. */
const countOf = { orders: 'orders', messages: 'messages', mail: 'mail' } as const;
type CountKey = (typeof countOf)[keyof typeof countOf];

/** A count beside a link, on a pill; the link's name reads it, then says it in words. */
function CountBadge({ shown }: { shown: string }) {
  return (
    <span
      aria-hidden="true"
      className="ms-auto min-w-6 rounded-full bg-amber-100 px-2 py-0.5 text-center text-xs font-bold text-amber-900"
    >
      {shown}
    </span>
  );
}

function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('console');
  const { staff } = useStaffSession();
  const entries = navEntries.filter((entry) => staff.role && entry.roles.includes(staff.role));
  const counted = entries.some((entry) => entry.nav in countOf);
  const counts = useStaffCounts(counted).data;
  return (
    <nav aria-label={t('navLabel')}>
      <ul className="grid gap-1">
        {entries.map((entry) => {
          const name = countOf[entry.nav as keyof typeof countOf] as CountKey | undefined;
          const count = name ? (counts?.[name] ?? 0) : 0;
          const label = t(`nav.${entry.nav}`);
          const shown = new Intl.NumberFormat(`${i18n.language}-u-nu-latn`).format(count);
          return (
            <li key={entry.nav}>
              <NavLink
                to={`/staff/${entry.path}`}
                end={entry.path === ''}
                className={linkClass}
                onClick={onNavigate}
                aria-label={
                  name && count > 0
                    ? t('counts.label', { label, shown, words: t(`counts.${name}`, { count, shown }) })
                    : undefined
                }
              >
                <span>{label}</span>
                {count > 0 && ' '}
                {count > 0 && <CountBadge shown={shown} />}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MemberName() {
  const { t } = useTranslation('console');
  const { staff } = useStaffSession();
  // The member's name is isolated: a Latin name keeps its place beside the Arabic role.
  return <>{t('member', { name: isolated(staff.name), role: staff.role ? t(`roles.${staff.role}`) : '' })}</>;
}

function Member() {
  const { t } = useTranslation('console');
  const logout = useStaffLogout();
  return (
    <div className="flex min-w-0 items-center gap-3">
      {/* On a phone the drawer names the member: the bar keeps room for the language and sign-out. */}
      <p className="hidden min-w-0 truncate py-1 text-sm text-brand-800 sm:block">
        <MemberName />
      </p>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className="shrink-0 rounded-lg border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 transition hover:border-red-300 hover:text-red-800"
      >
        {t('logout')}
      </button>
    </div>
  );
}

/** The side navigation as a drawer over the screen, on phones: the member's name above it. */
function NavDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('console');
  return (
    <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label={t('navLabel')}>
      <button
        type="button"
        aria-label={t('closeMenu')}
        className="absolute inset-0 bg-brand-950/40"
        onClick={onClose}
      />
      <div className="absolute inset-y-0 start-0 grid w-72 max-w-[85vw] content-start gap-4 overflow-y-auto bg-white p-4 shadow-xl">
        <div className="flex items-center justify-between">
          <p className="px-3 text-lg font-extrabold leading-normal text-brand-900">{t('title')}</p>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('closeMenu')}
            className="rounded-lg p-2 text-brand-800 hover:bg-brand-100"
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <p className="border-b border-brand-100 px-3 pb-3 text-sm text-brand-800">
          <MemberName />
        </p>
        <SideNav onNavigate={onClose} />
      </div>
    </div>
  );
}

/**
 * The console's own frame: the side navigation (a drawer on phones), the language switch, the
 * signed-in member and sign-out. The readers' header and footer are not part of it.
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('console');
  const [menuOpen, setMenuOpen] = useState(false);
  useToastsStayOnTheirPage();
  // A chosen screen closes the drawer (SideNav's onNavigate); so does Escape.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-screen bg-brand-50/60 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <button
        type="button"
        // The hash holds the route: a '#console-main' link would navigate, so this moves the focus.
        onClick={() => document.getElementById('console-main')?.focus()}
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-bold focus:text-brand-900 focus:shadow"
      >
        {t('skip')}
      </button>
      <aside className="hidden border-e border-brand-100 bg-white lg:block">
        <div className="sticky top-0 grid max-h-screen gap-6 overflow-y-auto p-4">
          <p className="px-3 pt-2 text-lg font-extrabold leading-normal text-brand-900">{t('title')}</p>
          <SideNav />
        </div>
      </aside>
      {menuOpen && <NavDrawer onClose={() => setMenuOpen(false)} />}
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-brand-100 bg-white/95 px-4 py-2.5 backdrop-blur">
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-expanded={menuOpen}
              className="inline-flex items-center gap-2 rounded-lg p-2 font-semibold text-brand-800 hover:bg-brand-100 lg:hidden"
            >
              <MenuIcon size={20} />
              <span>{t('menu')}</span>
            </button>
          </div>
          <div className="flex min-w-0 items-center gap-3">
            <LanguageToggle />
            <Member />
          </div>
        </header>
        <main
          id="console-main"
          tabIndex={-1}
          className="w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
