import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { STAFF_ROLES } from '#shared/contract/staff.ts';
import {
  type StaffMemberCreateBody,
  type StaffMemberRow,
  staffMemberCreateBodySchema,
  staffPasswordBodySchema,
} from '#shared/contract/staff-members.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, Notice, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import {
  FormActions,
  SelectField,
  showServerErrors,
  TextField,
  useConsoleForm,
} from '../../console/form.tsx';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { members, useCreateMember, useSetActive, useSetPassword, useUpdateMember } from './api.ts';
import { PasswordInput, RoleBadge, StatusBadge } from './parts.tsx';
import { TwoFactorReset } from './TwoFactorReset.tsx';

/* Adding a member, or one member's details, standing and password. */

const detailsSchema = staffMemberCreateBodySchema.pick({ name: true, email: true, role: true });
type Details = Pick<StaffMemberCreateBody, 'name' | 'email' | 'role'>;

/** A member's name, e-mail and role, alike when adding a member and when editing one. */
function DetailFields<T extends Details>({ form, adding }: { form: UseFormReturn<T>; adding?: boolean }) {
  const { t } = useTranslation('members');
  const details = form as unknown as UseFormReturn<Details>;
  const { errors } = details.formState;
  return (
    <>
      <TextField label={t('fields.name')} required error={errors.name} {...details.register('name')} />
      <TextField
        label={t('fields.email')}
        required
        type="email"
        dir="ltr"
        // A new member's address, not the signed-in member's own.
        autoComplete={adding ? 'off' : undefined}
        error={errors.email}
        {...details.register('email')}
      />
      <SelectField
        label={t('fields.role')}
        required
        options={STAFF_ROLES.map((role) => ({
          value: role,
          label: `${t(`roles.${role}`)}: ${t(`roleHints.${role}`)}`,
        }))}
        error={errors.role}
        {...details.register('role')}
      />
    </>
  );
}

function NewMember() {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const create = useCreateMember();
  const form = useConsoleForm<StaffMemberCreateBody>(staffMemberCreateBodySchema, {
    name: '',
    email: '',
    role: 'editor',
    password: '',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ data }) => navigate(`/staff/members/${data.id}`, { replace: true }),
      onError: (error) => showServerErrors(error, form),
    }),
  );
  return (
    <>
      <ScreenHeader title={t('new.title')} actions={<BackLink />} />
      <form onSubmit={onSubmit} noValidate className={`${panel} grid max-w-2xl gap-5 p-5`}>
        <DetailFields form={form} adding />
        <PasswordInput
          label={t('fields.password')}
          required
          hint={t('fields.passwordHint')}
          error={errors.password}
          {...form.register('password')}
        />
        <FormActions pending={create.isPending} label={t('new.submit')} />
      </form>
    </>
  );
}

function BackLink() {
  const { t } = useTranslation('members');
  return (
    <Link to="/staff/members" className={buttonSecondary}>
      {t('edit.back')}
    </Link>
  );
}

function DetailsForm({ member }: { member: StaffMemberRow }) {
  const { t } = useTranslation('members');
  const update = useUpdateMember(member.id);
  const form = useConsoleForm<Details>(detailsSchema, {
    name: member.name,
    email: member.email,
    role: member.role,
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      // What was saved is the form's new starting point; on an error what was typed stays.
      onSuccess: ({ data }) => form.reset({ name: data.name, email: data.email, role: data.role }),
      onError: (error) => showServerErrors(error, form),
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="member-details"
      className={`${panel} grid content-start gap-5 p-5`}
    >
      <h2 id="member-details" className="text-lg font-bold text-brand-900">
        {t('edit.details')}
      </h2>
      <DetailFields form={form} />
      <FormActions pending={update.isPending} />
    </form>
  );
}

function Standing({ member }: { member: StaffMemberRow }) {
  const { t } = useTranslation('members');
  const { staff } = useStaffSession();
  const setActive = useSetActive(member.id);
  const self = member.id === staff.id;
  return (
    <section aria-labelledby="member-standing" className={`${panel} grid content-start gap-4 p-5`}>
      <h2 id="member-standing" className="text-lg font-bold text-brand-900">
        {t('edit.standing')}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-brand-800">
        <StatusBadge active={member.active} />
        {t(member.active ? 'edit.activeNow' : 'edit.inactiveNow')}
      </p>
      {member.active ? (
        <div className="grid gap-2">
          <button
            type="button"
            disabled={self || setActive.isPending}
            aria-describedby={self ? 'self-hint' : undefined}
            onClick={() => {
              if (window.confirm(t('edit.confirmDeactivate', { name: member.name }))) setActive.mutate(false);
            }}
            className={`${buttonSecondary} justify-self-start border-red-200 text-red-800 hover:border-red-400 hover:text-red-900`}
          >
            {t('edit.deactivate')}
          </button>
          {self && (
            <p id="self-hint" className="text-sm text-brand-600">
              {t('edit.selfHint')}
            </p>
          )}
        </div>
      ) : (
        <button
          type="button"
          disabled={setActive.isPending}
          onClick={() => setActive.mutate(true)}
          className={`${buttonSecondary} justify-self-start`}
        >
          {t('edit.reactivate')}
        </button>
      )}
    </section>
  );
}

function PasswordForm({ member }: { member: StaffMemberRow }) {
  const { t } = useTranslation('members');
  const setPassword = useSetPassword(member.id);
  const form = useConsoleForm<{ password: string }>(staffPasswordBodySchema, { password: '' });
  const onSubmit = form.handleSubmit(({ password }) =>
    setPassword.mutate(password, {
      onSuccess: () => form.reset({ password: '' }),
      onError: (error) => showServerErrors(error, form),
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="member-password"
      className={`${panel} grid content-start gap-4 p-5`}
    >
      <h2 id="member-password" className="text-lg font-bold text-brand-900">
        {t('edit.password')}
      </h2>
      <p className="text-sm text-brand-700">{t('edit.passwordLead')}</p>
      <PasswordInput
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        error={form.formState.errors.password}
        {...form.register('password')}
      />
      <FormActions pending={setPassword.isPending} label={t('edit.setPassword')} />
    </form>
  );
}

function EditMember({ id }: { id: number }) {
  const { t } = useTranslation('members');
  const { language } = useLanguage();
  const member = members.useOne(id);
  if (member.isError)
    return (
      <Notice
        text={t('edit.notFound')}
        tone="alert"
        action={{ label: t('edit.back'), to: '/staff/members' }}
      />
    );
  if (!member.data) return <Spinner size="lg" className="min-h-64" />;
  const data = member.data;
  return (
    <>
      <ScreenHeader
        title={t('edit.title', { name: data.name })}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <RoleBadge role={data.role} />
            <bdi dir="ltr">{data.email}</bdi>
            <span>
              · {t('columns.lastSignIn')}:{' '}
              {data.last_sign_in_at ? formatMoment(data.last_sign_in_at, language) : t('never')}
            </span>
          </span>
        }
        actions={<BackLink />}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsForm key={data.id} member={data} />
        <div className="grid content-start gap-6">
          <Standing member={data} />
          <PasswordForm member={data} />
          <TwoFactorReset member={data} />
          <nav className="flex flex-wrap gap-3 text-sm font-semibold">
            <Link
              className="text-brand-700 underline hover:text-gold-700"
              to={`/staff/activity?entity=staff&entity_id=${data.id}`}
            >
              {t('edit.history')}
            </Link>
            <Link
              className="text-brand-700 underline hover:text-gold-700"
              to={`/staff/activity?staff_id=${data.id}`}
            >
              {t('edit.theirWork')}
            </Link>
          </nav>
        </div>
      </div>
    </>
  );
}

/** /staff/members/new and /staff/members/:id. */
export default function MemberEditScreen() {
  const { t } = useTranslation('members');
  const { id } = useParams();
  if (id === undefined) return <NewMember />;
  const number = Number(id);
  if (!/^\d+$/.test(id) || number < 1) {
    return (
      <Notice
        text={t('edit.notFound')}
        tone="alert"
        action={{ label: t('edit.back'), to: '/staff/members' }}
      />
    );
  }
  return <EditMember key={number} id={number} />;
}
