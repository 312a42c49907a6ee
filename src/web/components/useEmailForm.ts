import { useForm } from 'react-hook-form';
import { lazyResolver } from '#web/api/lazy-resolver.ts';

type EmailValues = { email: string };

const resolver = lazyResolver<EmailValues>(() =>
  import('#web/api/email-resolver.ts').then((module) => module.emailResolver),
);

/**
 * A form of one required e-mail address (the newsletter, a waiting list), checked as the server checks
 * it, its check loaded when first sent. `error` is a key under `validation.` of the common texts.
 */
export function useEmailForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EmailValues>({ resolver, defaultValues: { email: '' } });
  return { register, handleSubmit, reset, error: errors.email?.message };
}
