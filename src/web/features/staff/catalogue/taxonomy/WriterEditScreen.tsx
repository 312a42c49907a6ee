import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  type StaffWriter,
  type StaffWriterBody,
  staffWriterBodySchema,
  TAXONOMY_LIMITS,
  WRITER_LIMITS,
} from '#shared/contract/staff-taxonomy.ts';
import { positiveId } from '#shared/ids.ts';
import { textIn } from '#shared/lang.ts';
import { Img } from '#web/components/Img.tsx';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BilingualRichText, BilingualText } from '../../console/bilingual.tsx';
import { FileUpload } from '../../console/FileUpload.tsx';
import { ConfirmButton, FormActions, TextField } from '../../console/form.tsx';
import { BackLink, RecordScreen, staffResource, useSaveForm } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useCanEdit } from './NamedList.tsx';

/* One writer: the names, the years of birth and death, the biography in both languages and the photo. */

/** The writers' list and the books' choices name the writers too. */
export const writers = staffResource('/staff/writers', {
  localized: true,
  alsoChanges: [
    ['staff', 'books'],
    ['staff', 'choices'],
  ],
});

const valuesOf = (writer: StaffWriter): StaffWriterBody => ({
  name_ar: writer.name_ar,
  name_en: writer.name_en,
  bio_ar: writer.bio_ar,
  bio_en: writer.bio_en,
  born_year: writer.born_year,
  died_year: writer.died_year,
});

/** An empty field is no year (null); anything else goes as the number typed, for the API to check. */
const asYear = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

function LifeYears({ form }: { form: UseFormReturn<StaffWriterBody> }) {
  const { t } = useTranslation('taxonomy');
  const { errors } = form.formState;
  const year = (name: 'born_year' | 'died_year') => (
    <TextField
      label={t(`writers.${name === 'born_year' ? 'born' : 'died'}`)}
      type="number"
      inputMode="numeric"
      min={WRITER_LIMITS.firstYear}
      max={WRITER_LIMITS.lastYear}
      dir="ltr"
      hint={t('writers.yearHint')}
      error={errors[name] as FieldError | undefined}
      {...form.register(name, { setValueAs: asYear })}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {year('born_year')}
      {year('died_year')}
    </div>
  );
}

function WriterForm({ writer }: { writer: StaffWriter }) {
  const { t } = useTranslation('taxonomy');
  const { t: c } = useTranslation('console');
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const remove = writers.useRemove();
  const { form, onSubmit, pending } = useSaveForm<StaffWriterBody, StaffWriter>({
    schema: staffWriterBodySchema,
    values: valuesOf(writer),
    save: writers.useSave(),
    id: writer.id,
    next: valuesOf,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="writer-texts" className={`${panel} grid gap-5 p-5`}>
      <h2 id="writer-texts" className="text-lg font-bold text-brand-900">
        {t('writers.life')}
      </h2>
      <fieldset disabled={!canEdit} className="grid gap-5">
        <BilingualText
          form={form}
          name="name"
          label={t('writers.text')}
          required
          maxLength={TAXONOMY_LIMITS.name}
        />
        <LifeYears form={form} />
        <BilingualRichText form={form} name="bio" label={t('writers.biography')} disabled={!canEdit} />
      </fieldset>
      {canEdit && (
        <FormActions pending={pending}>
          {writer.books_count === 0 && (
            <ConfirmButton
              label={c('form.delete')}
              question={t('writers.confirmDelete', { name: writer.name_ar })}
              disabled={remove.isPending}
              onConfirm={() =>
                remove.mutate(writer.id, { onSuccess: () => navigate('/staff/writers', { replace: true }) })
              }
            />
          )}
        </FormActions>
      )}
    </form>
  );
}

function WriterPhoto({ writer }: { writer: StaffWriter }) {
  const { t } = useTranslation('taxonomy');
  const canEdit = useCanEdit();
  const written = writers.useWritten();
  return (
    <section aria-labelledby="writer-photo" className={`${panel} grid content-start gap-4 p-5`}>
      <h2 id="writer-photo" className="text-lg font-bold text-brand-900">
        {t('writers.photo')}
      </h2>
      <FileUpload
        label={t('writers.photo')}
        endpoint="POST /staff/writers/:id/photo"
        id={writer.id}
        kind="image"
        readOnly={!canEdit}
        hint={t('writers.photoHint')}
        onUploaded={written}
        current={
          writer.photo ? (
            <Img
              fileName={writer.photo}
              alt={t('writers.currentPhoto')}
              className="max-h-56 w-auto rounded-lg"
            />
          ) : (
            <p className="text-sm text-brand-600">{t('writers.noPhoto')}</p>
          )
        }
      />
      <a
        href={`/#/writers/${writer.id}`}
        target="_blank"
        rel="noopener"
        className="text-sm font-semibold text-brand-700 underline hover:text-gold-700"
      >
        {t('writers.inShop')}
      </a>
    </section>
  );
}

/** /staff/writers/:id */
export default function WriterEditScreen() {
  const { t } = useTranslation('taxonomy');
  const { language } = useLanguage();
  const params = useParams();
  const id = positiveId(params.id);
  const writer = writers.useOne(id);
  const back = <BackLink to="/staff/writers" label={t('writers.back')} />;
  return (
    <RecordScreen
      query={writer}
      missing={id === undefined}
      title={t('writers.title')}
      back={back}
      notFound={t('writers.notFound')}
    >
      {(data) => (
        <>
          <ScreenHeader title={textIn(language, data.name_ar, data.name_en)} actions={back} />
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <WriterForm key={data.id} writer={data} />
            <WriterPhoto writer={data} />
          </div>
        </>
      )}
    </RecordScreen>
  );
}
