import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useClientName, useDeactivationRequest, useLogout } from '#web/api/session.ts';
import { toast } from '#web/api/toast.ts';
import { ChevronDownIcon, UserIcon } from '#web/components/icons.tsx';
import { useCloseOnEscape, useOpenUntilNavigation } from './useOpenUntilNavigation.ts';

const entries = [
  { to: '/my-profile', label: 'profile.editProfile' },
  { to: '/my-books', label: 'profile.myBooks' },
  { to: '/my-orders', label: 'profile.myOrders' },
  { to: '/my-gifts', label: 'profile.myGifts' },
] as const;

const itemClass =
  'block w-full px-4 py-2 text-start text-sm text-brand-900 transition hover:bg-brand-50 hover:text-brand-700';

/** While the menu is open, a press anywhere outside `root` closes it. */
function useCloseOnPointerOutside(
  root: RefObject<HTMLDivElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [root, open, setOpen]);
}

/** The logged-in client's menu: name, profile pages, deactivate and log out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const name = useClientName();
  const logout = useLogout();
  const deactivation = useDeactivationRequest();
  const { open, setOpen, toggle } = useOpenUntilNavigation();
  const root = useRef<HTMLDivElement>(null);
  useCloseOnPointerOutside(root, open, setOpen);
  useCloseOnEscape(
    open,
    useCallback(() => setOpen(false), [setOpen]),
  );

  // Only a request: staff confirm it in the console, and the reader stays signed in meanwhile.
  const deactivate = () => {
    setOpen(false);
    deactivation.mutate(undefined, { onSuccess: () => toast.info(t('profile.deactivateSent')) });
  };
  const signOut = () => {
    setOpen(false);
    logout.mutate();
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={toggle}
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 font-semibold transition hover:text-gold-300"
      >
        <UserIcon size={16} />
        <span dir="auto" className="max-w-40 truncate-script">
          {name || t('profile.menu')}
        </span>
        <ChevronDownIcon size={14} />
      </button>
      {open && (
        <div
          role="menu"
          aria-label={t('profile.menu')}
          className="absolute end-0 top-full z-40 mt-2 w-52 overflow-hidden rounded-xl border border-brand-100 bg-white py-1 shadow-xl"
        >
          {entries.map((entry) => (
            <Link key={entry.to} to={entry.to} role="menuitem" className={itemClass}>
              {t(entry.label)}
            </Link>
          ))}
          <hr className="my-1 border-brand-100" />
          <button
            type="button"
            role="menuitem"
            className={itemClass}
            onClick={deactivate}
            disabled={deactivation.isPending}
          >
            {t('profile.deactivate')}
          </button>
          <button
            type="button"
            role="menuitem"
            className={`${itemClass} text-red-700`}
            onClick={signOut}
            disabled={logout.isPending}
          >
            {t('profile.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
