import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { PasswordField } from '../fields.tsx';
import { useDeleteAccount } from './api.ts';

/*
 * 'Delete my account' on My profile (decision 085). Unlike the menu's deactivation request (spec §2:
 * a message for staff, the account stays open), deleting closes the account at once and has its
 * personal data erased; the reader's password confirms it in a dialog that says what goes and what
 * the tax law keeps.
 */

const dangerButton =
  'rounded-xl bg-red-700 px-5 py-2.5 font-bold text-white shadow-sm transition hover:bg-red-800 disabled:opacity-60';
const quietButton =
  'rounded-xl bg-white px-5 py-2.5 font-bold text-brand-800 ring-1 ring-brand-200 transition hover:bg-brand-50';

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && latestClose.current();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('deleteAccount.passwordRequired'));
    remove.mutate(password, {
      onError: (failure) => {
        if (failure instanceof ApiError && failure.errors?.password?.[0])
          setError(failure.errors.password[0]);
        else toast.error(failure instanceof ApiError ? failure.message : t('deleteAccount.failed'));
      },
    });
  };

  return createPortal(
    <div className="fixed inset-0 z-[100] flex items-center justify-center bg-black/55 p-4">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="grid max-h-[90vh] w-full max-w-lg gap-4 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-brand-100 sm:p-8"
      >
        <h2 id={titleId} className="text-xl font-extrabold text-red-800">
          {t('deleteAccount.dialogTitle')}
        </h2>
        <ul className="grid list-disc gap-1.5 ps-5 text-sm leading-relaxed text-brand-800">
          <li>{t('deleteAccount.closed')}</li>
          <li>{t('deleteAccount.erased')}</li>
          <li>{t('deleteAccount.kept')}</li>
          <li>{t('deleteAccount.mail')}</li>
        </ul>
        <form noValidate onSubmit={submit} className="grid gap-4">
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
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={quietButton} onClick={onClose}>
              {t('deleteAccount.keep')}
            </button>
            <button
              type="submit"
              className={dangerButton}
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
            >
              {t('deleteAccount.confirm')}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
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
        <button type="button" className={dangerButton} onClick={() => setOpen(true)}>
          {t('deleteAccount.open')}
        </button>
      </div>
      {open && <DeleteDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
