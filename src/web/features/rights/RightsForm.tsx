import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRINTED_FORMATS, RIGHTS_FORMATS, RIGHTS_LANGUAGES } from '#shared/contract/rights-terms.ts';
import { languageNames } from '#shared/intl.ts';
import { ApiError } from '#web/api/client.ts';
import { buttonPrimary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useSendEnquiry } from './api.ts';
import { BookPicker } from './BookPicker.tsx';
import { ContactFields } from './ContactFields.tsx';
import { choiceLook, Field, Group, inputLook } from './Field.tsx';
import {
  emptyForm,
  type FormInput,
  type FormValues,
  formSchema,
  serverFields,
  toBody,
} from './form-values.ts';
import { TerritoryPicker } from './TerritoryPicker.tsx';

type Props = { bookId?: number; onSent: (reference: string, email: string) => void };

/** The languages an edition may be asked in, named and sorted in the page's language. */
function useLanguageOptions() {
  const { language } = useLanguage();
  return useMemo(() => {
    const names = languageNames(language);
    const collator = new Intl.Collator(language);
    return RIGHTS_LANGUAGES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language]);
}

/**
 * The enquiry: book, territory, language, format and print run, then who asks. The server's field
 * errors (422) appear under their fields; `website` is the field people never see.
 */
export function RightsForm({ bookId, onSent }: Props) {
  const { t } = useTranslation('content');
  const send = useSendEnquiry();
  const languages = useLanguageOptions();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: emptyForm(bookId),
  });
  const { register, control, handleSubmit, setError, watch, formState } = form;
  const format = watch('format');

  const onSubmit = handleSubmit((values) =>
    send.mutate(toBody(values), {
      onSuccess: (answer) => onSent(answer.data.reference, values.email),
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.errors) return;
        for (const [field, messages] of Object.entries(error.errors)) {
          const target = serverFields[field as keyof typeof serverFields];
          if (target && messages[0]) setError(target, { type: 'server', message: messages[0] });
        }
      },
    }),
  );

  // Our own checks carry a key; the server's carry its words, already in the page's language.
  const messageOf = (field: FieldPath<FormInput>) => {
    const error = formState.errors[field as keyof typeof formState.errors] as
      | { message?: string; type?: string }
      | undefined;
    if (!error?.message) return undefined;
    return error.type === 'server'
      ? error.message
      : t(error.message.includes('.') ? error.message : `validation.${error.message}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('rights.formTitle')}>
      <fieldset disabled={send.isPending} aria-busy={send.isPending} className="flex flex-col gap-6">
        <Controller
          control={control}
          name="book_id"
          render={({ field }) => (
            <BookPicker value={field.value} onChange={field.onChange} error={messageOf('book_id')} />
          )}
        />
        <TerritoryPicker
          scope={watch('scope')}
          countries={watch('countries')}
          onScope={(scope) => form.setValue('scope', scope)}
          onCountries={(codes) =>
            form.setValue('countries', codes, { shouldValidate: formState.isSubmitted })
          }
          error={messageOf('countries')}
        />
        <Field label={t('rights.language')} error={messageOf('language')}>
          {(ids) => (
            <select
              {...register('language')}
              id={ids.id}
              aria-invalid={ids.invalid}
              aria-describedby={ids.describedBy}
              className={inputLook}
            >
              <option value="">{t('rights.chooseLanguage')}</option>
              {languages.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Group legend={t('rights.format')} error={messageOf('format')}>
          <div className="flex flex-wrap gap-2">
            {RIGHTS_FORMATS.map((choice) => (
              <label key={choice} className={choiceLook}>
                <input type="radio" value={choice} {...register('format')} />
                {t(`rights.formats.${choice}`)}
              </label>
            ))}
          </div>
        </Group>
        {PRINTED_FORMATS.includes(format) && (
          <Field label={t('rights.printRun')} hint={t('rights.printRunHint')} error={messageOf('print_run')}>
            {(ids) => (
              <input
                {...register('print_run')}
                id={ids.id}
                inputMode="numeric"
                dir="ltr"
                aria-invalid={ids.invalid}
                aria-describedby={ids.describedBy}
                className={`${inputLook} max-w-60`}
              />
            )}
          </Field>
        )}
        <ContactFields register={register} messageOf={messageOf} />
        <button type="submit" className={`${buttonPrimary} self-start`}>
          {send.isPending ? t('rights.sending') : t('rights.send')}
        </button>
      </fieldset>
    </form>
  );
}
