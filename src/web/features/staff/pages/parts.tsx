import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOG_ROLES } from '#shared/contract/staff.ts';
import type { Lang } from '#shared/lang.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useStaffSession } from '#web/state/staff.ts';
import { BilingualFields, dirOf, FormActions, showServerErrors, TextField } from '../console/form.tsx';
import { RichTextField } from '../console/RichTextEditor.tsx';

/* What the forms of pages and settings share: who may write, loading, the form's frame, its fields. */

const langs: Lang[] = ['ar', 'en'];

/** Admins and editors change the site's texts; the orders team reads them. */
export function useCanWrite() {
  const { staff } = useStaffSession();
  return staff.role !== undefined && CATALOG_ROLES.includes(staff.role);
}

/** A loaded record's form, a spinner while it loads, or a way to try again. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('console');
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className={`${panel} flex flex-col items-center gap-4 p-8 text-center`}>
        <p className="font-semibold text-red-800">{t('loadError')}</p>
        <button type="button" onClick={() => void query.refetch()} className={buttonSecondary}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <Spinner size="lg" className="min-h-64" />;
}

/** The form's frame: its heading, a link to the shop's page, the fields, and save (or why not). */
export function PageForm({
  id,
  title,
  lead,
  shopPath,
  pending,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  shopPath?: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const canWrite = useCanWrite();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby={id}
      className={`${panel} grid gap-5 p-5`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-brand-700">{lead}</p>
        </div>
        {shopPath && (
          <a href={`#${shopPath}`} target="_blank" rel="noopener" className={`${buttonSecondary} text-sm`}>
            {t('viewOnShop')}
          </a>
        )}
      </div>
      <fieldset disabled={!canWrite} className="grid min-w-0 gap-5">
        {children}
      </fieldset>
      {canWrite ? (
        <FormActions pending={pending} />
      ) : (
        <p className="text-sm text-brand-700">{t('readOnly')}</p>
      )}
    </form>
  );
}

/** Title fields in both languages: the Arabic one required. */
export function TitleFields<T extends FieldValues>({
  form,
  label,
  max,
}: {
  form: UseFormReturn<T>;
  label: string;
  max: number;
}) {
  const { errors } = form.formState;
  return (
    <BilingualFields
      render={(lang, suffix) => (
        <TextField
          label={`${label} ${suffix}`}
          lang={lang}
          dir={dirOf(lang)}
          maxLength={max}
          required={lang === 'ar'}
          error={errors[`title_${lang}`] as never}
          {...form.register(`title_${lang}` as Path<T>)}
        />
      )}
    />
  );
}

/** Rich text in both languages, one under the other: each editor needs the width. */
export function RichTextFields<T extends FieldValues>({
  form,
  label,
  requiredArabic,
}: {
  form: UseFormReturn<T>;
  label: string;
  requiredArabic?: boolean;
}) {
  const { t } = useTranslation('console');
  const canWrite = useCanWrite();
  return (
    <>
      {langs.map((lang) => (
        <Controller
          key={lang}
          control={form.control}
          name={`description_${lang}` as Path<T>}
          render={({ field, fieldState }) => (
            <RichTextField
              label={`${label} ${t(lang === 'ar' ? 'form.arabic' : 'form.english')}`}
              lang={lang}
              required={requiredArabic && lang === 'ar'}
              error={fieldState.error}
              disabled={!canWrite}
              {...field}
              value={(field.value as string | undefined) ?? ''}
            />
          )}
        />
      ))}
    </>
  );
}

/** Submits what the schema made of the fields; a refusal's field messages go under their fields. */
export function submitter<T extends FieldValues, A extends { data: T }>(
  form: UseFormReturn<T>,
  mutate: (values: T, options: { onSuccess: (answer: A) => void; onError: (error: unknown) => void }) => void,
) {
  return form.handleSubmit((values) =>
    mutate(values, {
      // What was saved (cleaned by the server) is the form's new starting point; on an error what was typed stays.
      onSuccess: (answer) => form.reset(answer.data),
      onError: (error) => showServerErrors(error, form),
    }),
  );
}
