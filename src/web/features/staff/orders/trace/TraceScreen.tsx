import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS } from '#shared/contract/staff-files.ts';
import { TRACE_TEXT_MAX, type TracedCopy } from '#shared/contract/staff-trace.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonPrimary, Fact, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useTraceCopy } from './api.ts';

/* Tracing a leaked copy: a suspect PDF or a passage of it, and whose copy it was. */

const fileInput =
  'text-sm file:me-3 file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800';

function CopyCard({ copy }: { copy: TracedCopy }) {
  const { t } = useTranslation('staff-trace');
  const { language } = useLanguage();
  const title = language === 'en' && copy.title_en.trim() ? copy.title_en : copy.title_ar;
  return (
    <section aria-labelledby="trace-found" className={`${panel} grid gap-3 p-5`} data-testid="trace-result">
      <h2 id="trace-found" className="text-lg font-bold text-brand-900">
        {t('found')}
      </h2>
      <dl className="divide-y divide-brand-50">
        <Fact label={t('fields.buyer')}>
          <span className="grid justify-items-end">
            <bdi>{copy.client_name}</bdi>
            <bdi dir="ltr" className="text-sm font-medium text-brand-700">
              {copy.client_email}
            </bdi>
          </span>
        </Fact>
        <Fact label={t('fields.order')}>
          {copy.order_id === null ? (
            t('orderGone')
          ) : (
            <Link to={`/staff/orders/${copy.order_id}`} className="text-brand-800 underline">
              {t('order', { id: copy.order_id })}
            </Link>
          )}
        </Fact>
        <Fact label={t('fields.book')}>
          <bdi>{title}</bdi>
        </Fact>
        <Fact label={t('fields.kind')}>{t(`kinds.${copy.kind}`)}</Fact>
        <Fact label={t('fields.when')}>
          <time dateTime={copy.created_at}>{formatMoment(copy.created_at, language)}</time>
        </Fact>
        <Fact label={t('fields.ip')}>
          <bdi dir="ltr">{copy.ip ?? '—'}</bdi>
        </Fact>
        <Fact label={t('fields.code')}>
          <bdi dir="ltr" className="font-mono text-sm">
            {copy.code}
          </bdi>
        </Fact>
      </dl>
    </section>
  );
}

/** Staff give a suspect PDF, or paste a passage of it, and see whose copy it was. */
export default function TraceScreen() {
  const { t } = useTranslation('staff-trace');
  const ids = { file: useId(), text: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const trace = useTraceCopy();
  const tooLarge = file !== null && file.size > UPLOAD_LIMITS.pdf;
  const ready = (file !== null || text.trim() !== '') && !tooLarge;
  const answer = trace.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) trace.mutate({ file, text });
  };

  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <form onSubmit={submit} className={`${panel} grid max-w-3xl gap-4 p-5`}>
        <div className="grid gap-1">
          <label htmlFor={ids.file} className="text-sm font-semibold text-brand-900">
            {t('file')}
          </label>
          <input
            id={ids.file}
            type="file"
            accept={UPLOAD_ACCEPT.pdf}
            aria-invalid={tooLarge || undefined}
            aria-describedby={tooLarge ? `${ids.file}-note` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={fileInput}
          />
          {tooLarge && (
            <p id={`${ids.file}-note`} className="text-sm font-medium text-red-700">
              {t('tooLarge', { limit: UPLOAD_LIMITS.pdf / 1024 / 1024 })}
            </p>
          )}
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.text} className="text-sm font-semibold text-brand-900">
            {t('text')}
          </label>
          <textarea
            id={ids.text}
            rows={5}
            maxLength={TRACE_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="rounded-xl border border-brand-200 p-3 text-sm"
          />
          <p className="text-xs text-brand-600">{t('textHint')}</p>
        </div>
        <button
          type="submit"
          className={`${buttonPrimary} justify-self-start`}
          disabled={!ready || trace.isPending}
          aria-busy={trace.isPending || undefined}
        >
          {trace.isPending ? t('tracing') : t('submit')}
        </button>
      </form>
      <div className="mt-6 max-w-3xl" aria-live="polite">
        {answer?.data.found && <CopyCard copy={answer.data.copy} />}
        {answer && !answer.data.found && (
          <p role="status" className={`${panel} p-5 font-semibold text-brand-800`}>
            {answer.message}
          </p>
        )}
      </div>
    </>
  );
}
