import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartIcon, HeartIcon, UserIcon } from '#web/components/icons.tsx';
import { useCart } from '#web/state/cart.ts';
import { useFavorites } from '#web/state/favorites.ts';
import { useSession } from '#web/state/session.ts';
import { site } from '../site.ts';
import { Brand } from './Brand.tsx';
import { PhoneLink } from './PhoneLink.tsx';

const iconLink =
  'relative flex size-11 items-center justify-center rounded-full border border-brand-100 bg-white text-brand-800 shadow-sm transition hover:border-gold-400 hover:text-gold-600';

/** How a count is written on an icon, and in its link's name: what is read is what is seen. */
const shownCount = (count: number) => (count > 99 ? '99+' : String(count));

/** A count shown on an icon, only when there is something to count. */
export function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 text-[11px] font-bold text-brand-950 ring-2 ring-white">
      {shownCount(count)}
    </span>
  );
}

function CountLink(props: {
  to: string;
  label: string;
  count: number;
  Icon: ComponentType<{ size?: number }>;
}) {
  const { t } = useTranslation();
  const { to, label, count, Icon } = props;
  return (
    <Link
      to={to}
      className={iconLink}
      aria-label={count > 0 ? t(`${label}Count`, { shown: shownCount(count) }) : t(label)}
    >
      <Icon size={22} />
      <Badge count={count} />
    </Link>
  );
}

function UserArea() {
  const { t } = useTranslation();
  const { client, loggedIn } = useSession();
  return (
    <Link
      to={loggedIn ? '/my-profile' : '/login'}
      className="hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 md:flex"
    >
      <UserIcon size={20} />
      <span dir="auto" className="max-w-32 truncate-script">
        {loggedIn ? client.name || t('header.account') : t('header.login')}
      </span>
    </Link>
  );
}

/** The logo, the account and the cart and favourite counts, under the top bar in the page's banner. */
export function Header() {
  const { t } = useTranslation();
  const { count: cartCount } = useCart();
  const { count: favoriteCount } = useFavorites();
  return (
    <div className="border-b border-brand-100 bg-white">
      <div className="container-shop flex items-center justify-between gap-4 py-3">
        <Brand />
        <div className="flex items-center gap-2 sm:gap-3">
          <PhoneLink className="hidden rounded-full px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:inline-flex" />
          <UserArea />
          <CountLink to="/favorite-box" label="header.favorites" count={favoriteCount} Icon={HeartIcon} />
          <CountLink to="/cart-box" label="header.cart" count={cartCount} Icon={CartIcon} />
          <img
            src={site.seal}
            alt={t('brand.sealAlt')}
            width={48}
            height={48}
            className="ms-2 hidden size-12 sm:block"
          />
        </div>
      </div>
    </div>
  );
}
