import { useTranslation } from 'react-i18next';
import {
  RIGHTS_TITLE_LIMITS,
  type RightsTitle,
  type RightsTitleBody,
  rightsTitleBodySchema,
} from '#shared/contract/rights-catalogue.ts';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import {
  BilingualFields,
  ConfirmButton,
  dirOf,
  FormActions,
  showServerErrors,
  TextArea,
  TextField,
  useConsoleForm,
} from '../../console/form.tsx';
import { catalogueLink, useRemoveRightsTitle, useRightsTitle, useSaveRightsTitle } from './api.ts';

/*
 * A book's place in the rights catalogue on its console page (decision 094): offer it for translation,
 * write its pitch in each language and the rights already sold, or take it off the list; and the
 * catalogue itself in each language, as it is handed out at book fairs.
 */

function EntryForm({ bookId, entry }: { bookId: number; entry: RightsTitle }) {
  const { t } = useTranslation('staff-rights-list');
  const save = useSaveRightsTitle(bookId);
  const remove = useRemoveRightsTitle(bookId);
  const form = useConsoleForm<RightsTitleBody>(rightsTitleBodySchema, {
    note_ar: entry.note_ar,
    note_en: entry.note_en,
    sold: entry.sold,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ data }) => form.reset({ note_ar: data.note_ar, note_en: data.note_en, sold: data.sold }),
      onError: (error) => showServerErrors(error, form),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <BilingualFields
        render={(lang, suffix) => (
          <TextArea
            label={`${t('note')} (${suffix})`}
            hint={t('noteHint')}
            lang={lang}
            dir={dirOf(lang)}
            rows={3}
            maxLength={RIGHTS_TITLE_LIMITS.note}
            error={lang === 'ar' ? errors.note_ar : errors.note_en}
            {...form.register(lang === 'ar' ? 'note_ar' : 'note_en')}
          />
        )}
      />
      <TextField
        label={t('sold')}
        hint={t('soldHint')}
        maxLength={RIGHTS_TITLE_LIMITS.sold}
        dir="auto"
        error={errors.sold}
        {...form.register('sold')}
      />
      <FormActions pending={save.isPending} label={t('save')}>
        <ConfirmButton
          label={t('remove')}
          question={t('removeQuestion')}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </FormActions>
    </form>
  );
}

export function RightsPanel({ bookId, hidden }: { bookId: number; hidden: boolean }) {
  const { t } = useTranslation('staff-rights-list');
  const found = useRightsTitle(bookId);
  const offer = useSaveRightsTitle(bookId);
  if (found.data === undefined) return null;
  const entry = found.data;
  return (
    <section aria-labelledby="book-rights" className={`${panel} grid gap-4 p-5`}>
      <h2 id="book-rights" className="text-lg font-bold text-brand-900">
        {t('title')}
      </h2>
      <p className="text-sm text-brand-800">{t(entry ? 'onList' : 'offList')}</p>
      {entry && hidden && (
        <p role="note" className="text-sm font-medium text-red-800">
          {t('hiddenNote')}
        </p>
      )}
      {entry ? (
        // A fresh form whenever another entry comes from the server (added, removed and added again).
        <EntryForm key={entry.added_at} bookId={bookId} entry={entry} />
      ) : (
        <div>
          <button
            type="button"
            className={buttonSecondary}
            disabled={offer.isPending}
            aria-busy={offer.isPending || undefined}
            onClick={() => offer.mutate({})}
          >
            {t('offer')}
          </button>
        </div>
      )}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-brand-800">
        <span>{t('catalogue')}</span>
        <a href={catalogueLink('ar')} target="_blank" rel="noreferrer" lang="ar" className="underline">
          {t('inArabic')}
        </a>
        <a href={catalogueLink('en')} target="_blank" rel="noreferrer" lang="en" className="underline">
          {t('inEnglish')}
        </a>
      </p>
    </section>
  );
}
