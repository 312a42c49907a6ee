import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { buttonDanger } from '#web/components/ui.tsx';
import { PasswordField } from '../fields.tsx';
import { useDeleteAccount } from './api.ts';

/*
 * 'Delete my account' on My profile (decision 085). Unlike the menu's deactivation request (spec §2:
 * a message for staff, the account stays open), deleting closes the account at once and has its
 * personal data erased; the reader's password confirms it in a dialog that says what goes and what
 * the tax law keeps.
 */

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (!password) return setError(t('deleteAccount.passwordRequired'));
    remove.mutate(password, {
      onError: (failure) => {
        if (failure instanceof ApiError && failure.errors?.password?.[0])
          setError(failure.errors.password[0]);
        else toast.error(failure instanceof ApiError ? failure.message : t('deleteAccount.failed'));
      },
    });
  };

  return (
    <ConfirmDialog
      danger
      title={t('deleteAccount.dialogTitle')}
      lead={
        <ul className="grid list-disc gap-1.5 ps-5 text-sm leading-relaxed text-brand-800">
          <li>{t('deleteAccount.closed')}</li>
          <li>{t('deleteAccount.erased')}</li>
          <li>{t('deleteAccount.kept')}</li>
          <li>{t('deleteAccount.mail')}</li>
        </ul>
      }
      keep={t('deleteAccount.keep')}
      confirm={t('deleteAccount.confirm')}
      pending={remove.isPending}
      onConfirm={submit}
      onClose={onClose}
      field={
        <PasswordField
          id="delete-account-password"
          name="password"
          label={t('fields.password')}
          hint={t('deleteAccount.passwordHint')}
          autoComplete="current-password"
          value={password}
          error={error ? { type: 'server', message: error } : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
      }
    />
  );
}

/** The profile's last section: delete the account, behind a dialog that asks for the password. */
export function DeleteAccountSection() {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="delete-account-title"
      className="mt-8 grid gap-3 rounded-3xl border border-red-200 bg-red-50/60 p-6 sm:p-8"
    >
      <h2 id="delete-account-title" className="text-lg font-extrabold text-red-900">
        {t('deleteAccount.title')}
      </h2>
      <p className="text-sm leading-relaxed text-red-900/80">{t('deleteAccount.lead')}</p>
      <div>
        <button type="button" className={buttonDanger} onClick={() => setOpen(true)}>
          {t('deleteAccount.open')}
        </button>
      </div>
      {open && <DeleteDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
