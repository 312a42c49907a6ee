import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { STAFF_ROLES } from '#shared/contract/staff.ts';
import type { StaffMemberRow } from '#shared/contract/staff-members.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonPrimary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { ChoiceFilter, FilterSelect } from '../../console/filters.tsx';
import type { Column } from '../../console/list.tsx';
import { ListScreen, useListQuery } from '../../console/resource/index.ts';
import { type MembersQuery, members } from './api.ts';
import { RoleBadge, StatusBadge } from './parts.tsx';

/** The members' columns: name (and which is you), e-mail, role, state, last sign-in and since when. */
function useMemberColumns(): Column<StaffMemberRow>[] {
  const { t } = useTranslation('members');
  const { language } = useLanguage();
  const { staff } = useStaffSession();
  return [
    {
      key: 'name',
      label: t('columns.name'),
      sort: 'name',
      render: (member) => (
        <Link to={`/staff/members/${member.id}`} className="font-bold text-brand-800 hover:text-gold-700">
          {member.name}
          {member.id === staff.id && (
            <span className="ms-2 text-xs font-normal text-brand-600">({t('you')})</span>
          )}
        </Link>
      ),
    },
    {
      key: 'email',
      label: t('columns.email'),
      sort: 'email',
      render: (member) => <bdi dir="ltr">{member.email}</bdi>,
    },
    {
      key: 'role',
      label: t('columns.role'),
      sort: 'role',
      render: (member) => <RoleBadge role={member.role} />,
    },
    { key: 'status', label: t('columns.status'), render: (member) => <StatusBadge active={member.active} /> },
    {
      key: 'lastSignIn',
      label: t('columns.lastSignIn'),
      sort: 'last_sign_in_at',
      render: (member) =>
        member.last_sign_in_at ? formatMoment(member.last_sign_in_at, language) : t('never'),
    },
    {
      key: 'created',
      label: t('columns.created'),
      sort: 'created_at',
      render: (member) => formatMoment(member.created_at, language),
    },
  ];
}

/** The staff members: search, filter by role and standing, sort, and the way to add one. */
export default function MembersScreen() {
  const { t } = useTranslation('members');
  const { list, query } = useListQuery<MembersQuery>(
    { sort: 'name', dir: 'asc' },
    { filters: ['role', 'active'] },
  );
  const page = members.useList(query);

  const columns = useMemberColumns();

  return (
    <ListScreen
      title={t('title')}
      lead={t('lead')}
      actions={
        <Link to="/staff/members/new" className={buttonPrimary}>
          {t('add')}
        </Link>
      }
      list={list}
      query={page}
      caption={t('caption')}
      columns={columns}
      rowKey={(member) => member.id}
      filters={
        <>
          <ChoiceFilter
            list={list}
            name="role"
            label={t('filters.role')}
            values={STAFF_ROLES}
            labelOf={(value) => t(`roles.${value}`)}
          />
          <FilterSelect
            label={t('filters.status')}
            value={list.filter('active')}
            onChange={(value) => list.set({ active: value })}
            options={[
              { value: '1', label: t('status.active') },
              { value: '0', label: t('status.inactive') },
            ]}
          />
        </>
      }
    />
  );
}
