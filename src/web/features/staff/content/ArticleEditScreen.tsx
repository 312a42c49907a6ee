import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  CONTENT_LIMITS,
  type StaffArticle,
  type StaffArticleBody,
  staffArticleBodySchema,
} from '#shared/contract/staff-content.ts';
import { positiveId } from '#shared/ids.ts';
import { Img } from '#web/components/Img.tsx';
import { panel } from '#web/components/ui.tsx';
import { useCanEdit } from '../catalogue/index.ts';
import { BilingualRichText, BilingualText } from '../console/bilingual.tsx';
import { FileUpload } from '../console/FileUpload.tsx';
import { ConfirmButton, FormActions, TextField } from '../console/form.tsx';
import { BackLink, RecordScreen, useSaveForm } from '../console/resource/index.ts';
import { ScreenHeader } from '../console/ScreenHeader.tsx';
import { PdfLink } from './ArticlesScreen.tsx';
import { type ArticleKind, articles, useFilesChanged } from './api.ts';

/* One news item or Kashkoul article: its texts in both languages, its date and issue, its files. */

/** Today on the member's own calendar, as the API writes dates. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const valuesOf = (item?: StaffArticle): StaffArticleBody => ({
  title_ar: item?.title_ar ?? '',
  title_en: item?.title_en ?? '',
  description_ar: item?.description_ar ?? '',
  description_en: item?.description_en ?? '',
  article_date: item?.article_date ?? today(),
  issue_number: item?.issue_number ?? null,
});

/** The item's date and, for a Kashkoul issue, its number. */
function DateAndIssue({ form }: { form: UseFormReturn<StaffArticleBody> }) {
  const { t } = useTranslation('staff-content');
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('article.date')}
        type="date"
        required
        dir="ltr"
        error={errors.article_date}
        {...form.register('article_date')}
      />
      <TextField
        label={t('article.issueNumber')}
        type="number"
        inputMode="numeric"
        min={1}
        dir="ltr"
        hint={t('article.issueHint')}
        error={errors.issue_number as FieldError | undefined}
        {...form.register('issue_number', {
          setValueAs: (value) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
      />
    </div>
  );
}

/** The item's texts, date and issue, with its save and delete for those who may edit. */
function ArticleForm({ kind, item }: { kind: ArticleKind; item?: StaffArticle }) {
  const { t } = useTranslation('staff-content');
  const { t: c } = useTranslation('console');
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const remove = articles[kind].useRemove();
  // What was saved is the form's new starting point; a new item opens as itself, for its files.
  const { form, onSubmit, pending } = useSaveForm<StaffArticleBody, StaffArticle>({
    schema: staffArticleBodySchema,
    values: valuesOf(item),
    save: articles[kind].useSave(),
    id: item?.id,
    next: valuesOf,
    onSaved: (data) => {
      if (!item) navigate(`/staff/${kind}/${data.id}`, { replace: true });
    },
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="article-texts"
      className={`${panel} grid gap-5 p-5`}
    >
      <h2 id="article-texts" className="text-lg font-bold text-brand-900">
        {t('article.texts')}
      </h2>
      <fieldset disabled={!canEdit} className="grid gap-5">
        <BilingualText
          form={form}
          name="title"
          label={t('article.title')}
          required="ar"
          maxLength={CONTENT_LIMITS.title}
        />
        <DateAndIssue form={form} />
        <BilingualRichText
          form={form}
          name="description"
          label={t('article.description')}
          disabled={!canEdit}
        />
      </fieldset>
      {canEdit && (
        <FormActions pending={pending} label={item ? undefined : c('form.create')}>
          {item && (
            <ConfirmButton
              label={c('form.delete')}
              question={t(`${kind}.confirmDelete`)}
              disabled={remove.isPending}
              onConfirm={() =>
                remove.mutate(item.id, { onSuccess: () => navigate(`/staff/${kind}`, { replace: true }) })
              }
            />
          )}
        </FormActions>
      )}
    </form>
  );
}

function ArticleFiles({ kind, item }: { kind: ArticleKind; item: StaffArticle }) {
  const { t } = useTranslation('staff-content');
  const canEdit = useCanEdit();
  const changed = useFilesChanged(kind);
  return (
    <section aria-labelledby="article-files" className={`${panel} grid content-start gap-4 p-5`}>
      <h2 id="article-files" className="text-lg font-bold text-brand-900">
        {t('article.files')}
      </h2>
      <FileUpload
        label={t('article.image')}
        endpoint={kind === 'news' ? 'POST /staff/news/:id/image' : 'POST /staff/kashkoul/:id/image'}
        id={item.id}
        kind="image"
        readOnly={!canEdit}
        onUploaded={changed}
        current={
          item.image ? (
            <Img
              fileName={item.image}
              alt={t('article.currentImage')}
              className="max-h-48 w-auto rounded-lg"
            />
          ) : (
            <p className="text-sm text-brand-600">{t('article.noImage')}</p>
          )
        }
      />
      <FileUpload
        label={t('article.pdf')}
        endpoint={kind === 'news' ? 'POST /staff/news/:id/pdf' : 'POST /staff/kashkoul/:id/pdf'}
        id={item.id}
        kind="pdf"
        readOnly={!canEdit}
        onUploaded={changed}
        current={
          item.pdf ? (
            <PdfLink pdf={item.pdf} />
          ) : (
            <p className="text-sm text-brand-600">{t('article.noPdf')}</p>
          )
        }
      />
    </section>
  );
}

export function ArticleEditScreen({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('staff-content');
  const params = useParams();
  const id = positiveId(params.id);
  const item = articles[kind].useOne(id);
  const back = <BackLink to={`/staff/${kind}`} label={t(`${kind}.back`)} />;
  if (params.id === undefined) {
    return (
      <>
        <ScreenHeader title={t(`${kind}.new`)} actions={back} />
        <div className="max-w-4xl">
          <ArticleForm kind={kind} />
        </div>
      </>
    );
  }
  return (
    <RecordScreen
      query={item}
      missing={id === undefined}
      title={t(`${kind}.title`)}
      back={back}
      notFound={t(`${kind}.notFound`)}
    >
      {(data) => (
        <>
          <ScreenHeader title={data.title_ar} actions={back} />
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <ArticleForm key={data.id} kind={kind} item={data} />
            <ArticleFiles kind={kind} item={data} />
          </div>
        </>
      )}
    </RecordScreen>
  );
}
