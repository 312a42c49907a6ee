import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CLIENT_STATES, type StaffClientRow } from '#shared/contract/staff-clients.ts';
import { formatMoment } from '#web/components/dates.ts';
import { useLanguage } from '#web/state/language.ts';
import { ChoiceFilter } from '../../console/filters.tsx';
import type { Column } from '../../console/list.tsx';
import { ListScreen, listTexts, useListQuery } from '../../console/resource/index.ts';
import { type ClientsQuery, useClients } from './api.ts';
import { ClientStateBadge } from './parts.tsx';

/** The clients: newest first, filtered by state, searched by name, e-mail or mobile. */
export default function ClientsScreen() {
  const { t } = useTranslation('staff-clients');
  const { language } = useLanguage();
  const { list, query } = useListQuery<ClientsQuery>(
    { sort: 'created_at', dir: 'desc' },
    { filters: ['state'] },
  );
  const clients = useClients(query);

  const columns: Column<StaffClientRow>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      sort: 'name',
      render: (client) => (
        <Link to={`/staff/clients/${client.id}`} className="font-bold text-brand-800 hover:text-gold-700">
          {client.name}
        </Link>
      ),
    },
    {
      key: 'email',
      label: t('columns.email'),
      sort: 'email',
      render: (client) => <bdi dir="ltr">{client.email}</bdi>,
    },
    {
      key: 'mobile',
      label: t('columns.mobile'),
      render: (client) => <bdi dir="ltr">{client.mobile}</bdi>,
    },
    {
      key: 'state',
      label: t('columns.state'),
      render: (client) => <ClientStateBadge state={client.state} />,
    },
    {
      key: 'language',
      label: t('columns.language'),
      render: (client) => t(`languages.${client.language}`, { defaultValue: client.language }),
    },
    {
      key: 'created',
      label: t('columns.created'),
      sort: 'created_at',
      render: (client) => formatMoment(client.created_at, language),
    },
  ];

  return (
    <ListScreen
      {...listTexts(t)}
      list={list}
      query={clients}
      columns={columns}
      rowKey={(client) => client.id}
      filters={
        <ChoiceFilter
          list={list}
          name="state"
          label={t('filters.state')}
          values={CLIENT_STATES}
          labelOf={(value) => t(`state.${value}`)}
        />
      }
    />
  );
}
