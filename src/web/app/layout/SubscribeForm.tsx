import { useTranslation } from 'react-i18next';
import { useSubscribe } from '#web/api/content.ts';
import { toast } from '#web/api/toast.ts';
import { useEmailForm } from '#web/components/useEmailForm.ts';

/** The footer's newsletter block: confirms with the server's message and clears the field either way. */
export function SubscribeForm() {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const { register, handleSubmit, reset, error } = useEmailForm();

  const onSubmit = handleSubmit((values) =>
    subscribe.mutate(values, {
      onSuccess: (answer) => toast.success(answer.message),
      onSettled: () => reset({ email: '' }),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2"
      aria-label={t('footer.subscribe.title')}
    >
      <label htmlFor="subscribe-email" className="text-sm text-brand-100">
        {t('footer.subscribe.text')}
      </label>
      <div className="flex overflow-hidden rounded-xl bg-white ring-1 ring-white/20 focus-within:ring-2 focus-within:ring-gold-400">
        <input
          id="subscribe-email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('footer.subscribe.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'subscribe-email-error' : undefined}
          className="min-w-0 flex-1 bg-transparent px-4 py-3 text-start text-brand-950 outline-none placeholder:text-brand-500"
          {...register('email')}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="bg-gold-400 px-5 font-bold text-brand-950 transition hover:bg-gold-300 disabled:opacity-60"
        >
          {t('footer.subscribe.submit')}
        </button>
      </div>
      {error && (
        <p id="subscribe-email-error" role="alert" className="text-sm text-gold-200">
          {t(`validation.${error}`)}
        </p>
      )}
    </form>
  );
}
