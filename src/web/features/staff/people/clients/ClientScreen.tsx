import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { StaffClient } from '#shared/contract/staff-clients.ts';
import { formatDate, formatMoment } from '#web/components/dates.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { ClientRefunds } from '../../orders/index.ts';
import { Activity } from './Activity.tsx';
import { useClient } from './api.ts';
import { ClientStateBadge } from './parts.tsx';
import { Standing } from './Standing.tsx';

function Profile({ client }: { client: StaffClient }) {
  const { t } = useTranslation('staff-clients');
  const { language } = useLanguage();
  const none = t('profile.none');
  const fields: [string, ReactNode][] = [
    [
      'email',
      <bdi key="email" dir="ltr">
        {client.email}
      </bdi>,
    ],
    [
      'mobile',
      client.mobile ? (
        <bdi key="mobile" dir="ltr">
          {client.mobile}
        </bdi>
      ) : (
        none
      ),
    ],
    ['country', client.mobile_country ?? none],
    ['birth', client.date_of_birth ? formatDate(client.date_of_birth, language) : none],
    ['address', client.address || none],
    ['language', t(`languages.${client.language}`, { defaultValue: client.language })],
    ['created', formatMoment(client.created_at, language)],
    ['updated', formatMoment(client.updated_at, language)],
  ];
  return (
    <section className={`${panel} p-4`} aria-labelledby="client-profile">
      <h2 id="client-profile" className="mb-2 font-bold text-brand-900">
        {t('profile.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {fields.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-brand-800">{t(`profile.${key}`)}</dt>
            <dd className="min-w-0 break-words text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One client: profile, where the account stands and what staff may do, then all the account holds. */
export default function ClientScreen() {
  const { t } = useTranslation('staff-clients');
  const id = Number(useParams().id);
  const client = useClient(id);

  if (client.isError) {
    return (
      <div role="alert" className={`${panel} p-8 text-center`}>
        <p className="font-semibold text-red-800">{t('notFound')}</p>
        <Link to="/staff/clients" className="underline">
          {t('back')}
        </Link>
      </div>
    );
  }
  if (!client.data) return <Spinner size="lg" className="min-h-64" />;
  const c = client.data;
  return (
    <>
      <ScreenHeader
        title={c.name}
        lead={<ClientStateBadge state={c.state} />}
        actions={
          <Link to="/staff/clients" className={buttonSecondary}>
            {t('back')}
          </Link>
        }
      />
      <div className="grid gap-4">
        <div className="grid gap-4 lg:grid-cols-2">
          <Standing client={c} />
          <Profile client={c} />
        </div>
        <ClientRefunds clientId={c.id} />
        <Activity client={c} />
      </div>
    </>
  );
}
