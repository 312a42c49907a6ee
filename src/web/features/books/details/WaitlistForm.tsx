import { useTranslation } from 'react-i18next';
import { toast } from '#web/api/toast.ts';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useEmailForm } from '#web/components/useEmailForm.ts';
import { useSession } from '#web/state/session.ts';
import { useJoinWaitlist } from '../api.ts';

/*
 * 'Tell me when it's out' on a book's page (decision 056). A file of its own, with the form library: it
 * loads only with a book that has the form to show.
 */

/** A visitor leaves an address (confirmed by a mailed link); a signed-in reader presses one button. */
export function WaitlistForm({ bookId }: { bookId: number }) {
  const { t } = useTranslation('details');
  const { t: common } = useTranslation();
  const { loggedIn } = useSession();
  const join = useJoinWaitlist(bookId);
  const { register, handleSubmit, reset, error } = useEmailForm();
  const done = (answer: { message: string }) => toast.success(answer.message);

  return (
    <section
      data-testid="waitlist"
      aria-labelledby="waitlist-title"
      className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <h2 id="waitlist-title" className="font-bold text-brand-900">
        {t('waitlist.title')}
      </h2>
      {loggedIn ? (
        <>
          <p className="mt-1 text-sm text-brand-700">{t('waitlist.signedInText')}</p>
          <button
            type="button"
            disabled={join.isPending}
            onClick={() => join.mutate({}, { onSuccess: done })}
            className={`${buttonSecondary} mt-3 w-full`}
          >
            {t('waitlist.signedInSubmit')}
          </button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) =>
            join.mutate(values, {
              onSuccess: (answer) => {
                done(answer);
                reset({ email: '' });
              },
            }),
          )}
        >
          <label htmlFor="waitlist-email" className="mt-1 block text-sm text-brand-700">
            {t('waitlist.text')}
          </label>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <input
              id="waitlist-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              aria-label={t('waitlist.email')}
              placeholder={t('waitlist.placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'waitlist-email-error' : undefined}
              className="min-w-0 flex-1 rounded-xl bg-white px-4 py-2.5 text-start ring-1 ring-brand-200 outline-none focus:ring-2 focus:ring-gold-400"
              {...register('email')}
            />
            <button type="submit" disabled={join.isPending} className={buttonSecondary}>
              {t('waitlist.submit')}
            </button>
          </div>
          {error && (
            <p id="waitlist-email-error" role="alert" className="mt-2 text-sm text-red-700">
              {common(`validation.${error}`)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
