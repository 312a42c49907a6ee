import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  NEWSLETTER_LIMITS,
  type NewsletterBody,
  newsletterBodySchema,
  type StaffNewsletter,
} from '#shared/contract/staff-newsletters.ts';
import { positiveId } from '#shared/ids.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BilingualRichText, BilingualText } from '../../console/bilingual.tsx';
import { FormActions } from '../../console/form.tsx';
import { BackLink, RecordScreen, useSaveForm } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { newsletters, useNewsletter, useSendNewsletter } from './api.ts';
import { NewsletterStatusBadge } from './parts.tsx';

/* One newsletter: written in both languages while a draft, then sent once to the confirmed subscribers. */

const valuesOf = (letter?: StaffNewsletter): NewsletterBody => ({
  subject_ar: letter?.subject_ar ?? '',
  subject_en: letter?.subject_en ?? '',
  body_ar: letter?.body_ar ?? '',
  body_en: letter?.body_en ?? '',
});

function SendPanel({
  letter,
  audience,
  dirty,
}: {
  letter: StaffNewsletter;
  audience: number;
  dirty: boolean;
}) {
  const { t } = useTranslation('staff-newsletters');
  const { language } = useLanguage();
  const send = useSendNewsletter(letter.id);
  if (letter.status !== 'draft') {
    return (
      <section aria-labelledby="newsletter-progress" className={`${panel} grid content-start gap-2 p-5`}>
        <h2 id="newsletter-progress" className="text-lg font-bold text-brand-900">
          {t('progress.title')}
        </h2>
        <p>
          <NewsletterStatusBadge status={letter.status} />
        </p>
        <p className="text-brand-800" aria-live="polite">
          {letter.status === 'sending'
            ? t('progress.sending', { count: letter.recipients })
            : t('progress.sent', { count: letter.recipients })}
        </p>
        {letter.queued_at && (
          <p className="text-sm text-brand-600">
            {t('progress.queuedAt', { date: formatMoment(letter.queued_at, language) })}
          </p>
        )}
        {letter.sent_at && (
          <p className="text-sm text-brand-600">
            {t('progress.sentAt', { date: formatMoment(letter.sent_at, language) })}
          </p>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="newsletter-send" className={`${panel} grid content-start gap-3 p-5`}>
      <h2 id="newsletter-send" className="text-lg font-bold text-brand-900">
        {t('send.title')}
      </h2>
      <p className="text-brand-800">{t('send.audience', { count: audience })}</p>
      {dirty && <p className="text-sm text-amber-900">{t('send.saveFirst')}</p>}
      <button
        type="button"
        className={buttonPrimary}
        disabled={dirty || audience === 0 || send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={() => {
          if (window.confirm(t('send.confirm', { count: audience }))) send.mutate();
        }}
      >
        {t('send.button')}
      </button>
    </section>
  );
}

function NewsletterForm({ letter, audience }: { letter?: StaffNewsletter; audience?: number }) {
  const { t } = useTranslation('staff-newsletters');
  const navigate = useNavigate();
  const { form, onSubmit, pending } = useSaveForm<NewsletterBody, StaffNewsletter>({
    schema: newsletterBodySchema,
    values: valuesOf(letter),
    save: newsletters.useSave(),
    id: letter?.id,
    next: valuesOf,
    onSaved: (data) => {
      if (!letter) navigate(`/staff/newsletters/${data.id}`, { replace: true });
    },
  });
  const { isDirty } = form.formState;
  const editable = !letter || letter.status === 'draft';
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <form onSubmit={onSubmit} noValidate aria-label={t('form.label')} className={`${panel} grid gap-5 p-5`}>
        <fieldset disabled={!editable} className="grid gap-5">
          <BilingualText
            form={form}
            name="subject"
            label={t('form.subject')}
            required
            maxLength={NEWSLETTER_LIMITS.subject}
          />
          <BilingualRichText form={form} name="body" label={t('form.body')} required disabled={!editable} />
        </fieldset>
        {editable && <FormActions pending={pending} label={letter ? undefined : t('form.create')} />}
      </form>
      {letter && <SendPanel letter={letter} audience={audience ?? 0} dirty={isDirty} />}
    </div>
  );
}

export default function NewsletterEditScreen() {
  const { t } = useTranslation('staff-newsletters');
  const { language } = useLanguage();
  const params = useParams();
  const id = positiveId(params.id);
  const letter = useNewsletter(id);
  const back = <BackLink to="/staff/newsletters" label={t('back')} />;
  if (params.id === undefined) {
    return (
      <>
        <ScreenHeader title={t('new')} actions={back} />
        <NewsletterForm />
      </>
    );
  }
  return (
    <RecordScreen
      query={letter}
      missing={id === undefined}
      title={t('title')}
      back={back}
      notFound={t('notFound')}
    >
      {({ data, audience }) => (
        <>
          <ScreenHeader
            title={language === 'ar' ? data.subject_ar : data.subject_en}
            lead={<NewsletterStatusBadge status={data.status} />}
            actions={back}
          />
          <NewsletterForm key={`${data.id}-${data.status}`} letter={data} audience={audience} />
        </>
      )}
    </RecordScreen>
  );
}
