import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  type ContactReplyBody,
  contactReplyBodySchema,
  REPLY_LIMITS,
  type StaffContactMessage,
} from '#shared/contract/staff-messages.ts';
import { positiveId } from '#shared/ids.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, Notice, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import {
  dirOf,
  FormActions,
  showServerErrors,
  TextArea,
  TextField,
  useConsoleForm,
} from '../../console/form.tsx';
import { BackLink } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useMarkMessage, useMessage, useReply } from './api.ts';

/** The reply form: written in the language the reader wrote in, mailed by the server. */
function ReplyForm({ message }: { message: StaffContactMessage }) {
  const { t } = useTranslation('staff-messages');
  const reply = useReply(message.id);
  const empty: ContactReplyBody = { subject: t('replySubject', { lng: message.language }), body: '' };
  const form = useConsoleForm<ContactReplyBody>(contactReplyBodySchema, empty);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    reply.mutate(body, {
      onSuccess: () => form.reset(empty),
      onError: (error) => showServerErrors(error, form),
    }),
  );
  const dir = dirOf(message.language);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="reply-title" className={`${panel} grid gap-4 p-5`}>
      <h2 id="reply-title" className="text-lg font-bold text-brand-900">
        {t('reply.title')}
      </h2>
      <p className="text-sm text-brand-700">
        {t('reply.lead', { email: message.email, language: t(`language.${message.language}`) })}
      </p>
      <TextField
        label={t('reply.subject')}
        required
        dir={dir}
        lang={message.language}
        maxLength={REPLY_LIMITS.subject}
        error={errors.subject}
        {...form.register('subject')}
      />
      <TextArea
        label={t('reply.body')}
        required
        rows={8}
        dir={dir}
        lang={message.language}
        maxLength={REPLY_LIMITS.body}
        error={errors.body}
        {...form.register('body')}
      />
      <FormActions pending={reply.isPending} label={t('reply.send')} />
    </form>
  );
}

/** One contact message, the replies sent, read/unread, and a reply by e-mail. */
export default function MessageScreen() {
  const { t } = useTranslation('staff-messages');
  const { language } = useLanguage();
  const id = positiveId(useParams().id);
  const message = useMessage(id ?? 0);
  const mark = useMarkMessage(id ?? 0);
  const back = <BackLink to="/staff/messages" label={t('back')} />;
  if (id === undefined || message.isError) {
    return (
      <>
        <ScreenHeader title={t('title')} actions={back} />
        <Notice text={t('notFound')} tone="plain" />
      </>
    );
  }
  if (!message.data) return <Spinner size="lg" className="min-h-64" />;
  const m = message.data;
  return (
    <>
      <ScreenHeader
        title={t('from', { name: m.name })}
        lead={
          <span className="flex flex-wrap gap-2">
            <bdi dir="ltr">{m.email}</bdi> · {formatMoment(m.created_at, language)}
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={mark.isPending}
              onClick={() => mark.mutate(!m.read_at)}
              className={buttonSecondary}
            >
              {m.read_at ? t('markUnread') : t('markRead')}
            </button>
            {back}
          </div>
        }
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <section aria-labelledby="message-text" className={`${panel} p-5`}>
            <h2 id="message-text" className="mb-2 font-bold text-brand-900">
              {t('message')}
            </h2>
            <p dir="auto" className="whitespace-pre-line leading-relaxed text-brand-900">
              {m.message}
            </p>
          </section>
          <section aria-labelledby="message-replies" className={`${panel} p-5`}>
            <h2 id="message-replies" className="mb-2 font-bold text-brand-900">
              {t('repliesTitle')}
            </h2>
            {m.replies.length === 0 ? (
              <p className="text-sm text-brand-600">{t('noReplies')}</p>
            ) : (
              <ol className="grid gap-4">
                {m.replies.map((reply) => (
                  <li key={reply.id} className="border-s-4 border-gold-300 ps-3">
                    <p className="text-sm text-brand-600">
                      <bdi dir="ltr">{reply.staff_email}</bdi> · {formatMoment(reply.created_at, language)}
                    </p>
                    <p dir="auto" className="font-semibold text-brand-900">
                      {reply.subject}
                    </p>
                    <p dir="auto" className="whitespace-pre-line text-brand-800">
                      {reply.body}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <ReplyForm message={m} />
      </div>
    </>
  );
}
