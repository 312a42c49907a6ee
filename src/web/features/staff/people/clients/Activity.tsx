import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClientSession, StaffClient } from '#shared/contract/staff-clients.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';
import { OrderStatusBadge } from '../../orders/index.ts';
import { Copies, OwnedBooks } from './Copies.tsx';
import { cell, row, SmallTable } from './parts.tsx';

/* What the client's account holds: orders, PDF books, downloads, sessions and mails. */

function SessionState({ session }: { session: ClientSession }) {
  const { t } = useTranslation('staff-clients');
  const { language } = useLanguage();
  if (session.live) return <span className="font-semibold text-green-800">{t('sessions.live')}</span>;
  if (session.revoked_at)
    return <>{t('sessions.revoked', { date: formatMoment(session.revoked_at, language) })}</>;
  return <>{t('sessions.expired')}</>;
}

/** The client's latest orders, with the way to all of them. */
function ClientOrders({ client }: { client: StaffClient }) {
  const { t } = useTranslation('staff-clients');
  const { language } = useLanguage();
  return (
    <SmallTable
      id="client-orders"
      title={t('orders.title')}
      headers={[t('orders.order'), t('orders.date'), t('orders.status'), t('orders.type'), t('orders.total')]}
      empty={client.orders.length === 0 ? t('orders.empty') : null}
      footer={
        client.orders_total > 0 && (
          <Link
            to={`/staff/orders?client_id=${client.id}`}
            className="font-semibold underline hover:text-gold-700"
          >
            {t('orders.all', { count: client.orders_total })}
          </Link>
        )
      }
    >
      {client.orders.map((order) => (
        <tr key={order.id} className={row}>
          <td className={cell}>
            <Link to={`/staff/orders/${order.id}`} className="font-bold text-brand-800 hover:text-gold-700">
              {t('orders.number', { id: order.id })}
            </Link>
          </td>
          <td className={cell}>{formatMoment(order.date, language)}</td>
          <td className={cell}>
            <OrderStatusBadge status={order.status} />
          </td>
          <td className={cell}>{t(`staff-orders:type.${order.type}`)}</td>
          <td className={cell}>
            <Price value={order.net_price} />
          </td>
        </tr>
      ))}
    </SmallTable>
  );
}

/** The client's sign-ins: when, until when, on which device and address, and whether still live. */
function ClientSessions({ client }: { client: StaffClient }) {
  const { t } = useTranslation('staff-clients');
  const { language } = useLanguage();
  const when = (value: string | null) => (value ? formatMoment(value, language) : t('profile.none'));
  return (
    <SmallTable
      id="client-sessions"
      title={t('sessions.title')}
      headers={[
        t('sessions.created'),
        t('sessions.lastSeen'),
        t('sessions.expires'),
        t('sessions.state'),
        t('sessions.device'),
        t('sessions.ip'),
      ]}
      empty={client.sessions.length === 0 ? t('sessions.empty') : null}
    >
      {client.sessions.map((session) => (
        <tr key={session.id} className={row}>
          <td className={cell}>{formatMoment(session.created_at, language)}</td>
          <td className={cell}>{when(session.last_seen_at)}</td>
          <td className={cell}>{formatMoment(session.expires_at, language)}</td>
          <td className={cell}>
            <SessionState session={session} />
          </td>
          <td className={`${cell} min-w-48 max-w-64 whitespace-normal break-words text-xs`}>
            <bdi dir="ltr">{session.user_agent ?? ''}</bdi>
          </td>
          <td className={cell}>
            <bdi dir="ltr">{session.ip ?? ''}</bdi>
          </td>
        </tr>
      ))}
    </SmallTable>
  );
}

/** The mails the shop wrote to the client. */
function ClientMails({ client }: { client: StaffClient }) {
  const { t } = useTranslation('staff-clients');
  const { language } = useLanguage();
  return (
    <SmallTable
      id="client-mails"
      title={t('mails.title')}
      headers={[t('mails.subject'), t('mails.kind'), t('mails.status'), t('mails.date')]}
      empty={client.mails.length === 0 ? t('mails.empty') : null}
    >
      {client.mails.map((mail) => (
        <tr key={mail.id} className={row}>
          <td className={cell}>{mail.subject}</td>
          <td className={cell}>
            <bdi dir="ltr">{mail.kind}</bdi>
          </td>
          <td className={cell}>{t(`mails.statuses.${mail.status}`, { defaultValue: mail.status })}</td>
          <td className={cell}>{formatMoment(mail.sent_at ?? mail.created_at, language)}</td>
        </tr>
      ))}
    </SmallTable>
  );
}

/** The account's orders, PDF books, reader copies, sessions and mails. */
export function Activity({ client }: { client: StaffClient }) {
  return (
    <>
      <ClientOrders client={client} />
      <OwnedBooks client={client} />
      <Copies client={client} />
      <ClientSessions client={client} />
      <ClientMails client={client} />
    </>
  );
}
