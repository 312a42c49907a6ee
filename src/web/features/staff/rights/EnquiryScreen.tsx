import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { StaffRightsEnquiry } from '#shared/contract/staff-rights.ts';
import { positiveId } from '#shared/ids.ts';
import { formatMoment } from '#web/components/dates.ts';
import { useNumber } from '#web/components/numbers.ts';
import { Fact, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BackLink, RecordScreen } from '../console/resource/index.ts';
import { ScreenHeader } from '../console/ScreenHeader.tsx';
import { enquiries } from './api.ts';
import { History } from './History.tsx';
import { StatusForm } from './StatusForm.tsx';
import { statusLook, useTerms } from './terms.ts';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${panel} p-5`}>
      <h2 id={id} className="mb-2 font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What is asked, and who asks. */
function Terms({ enquiry }: { enquiry: StaffRightsEnquiry }) {
  const { t } = useTranslation('staff-rights');
  const terms = useTerms();
  const number = useNumber();
  const title = terms.book(enquiry);
  return (
    <>
      <Panel id="rights-terms" title={t('terms')}>
        <dl>
          <Fact label={t('book')}>
            {enquiry.book_id === null ? (
              <>
                {title} ({t('bookGone')})
              </>
            ) : (
              <Link to={`/staff/books/${enquiry.book_id}`} className="underline hover:text-gold-700">
                {title}
              </Link>
            )}
          </Fact>
          <Fact label={t('territory')}>{terms.territory(enquiry.territories)}</Fact>
          <Fact label={t('language')}>{terms.language(enquiry.language)}</Fact>
          <Fact label={t('format')}>{terms.format(enquiry)}</Fact>
          {enquiry.print_run !== null && (
            <Fact label={t('printRun')}>
              {t('copies', { count: enquiry.print_run, n: number(enquiry.print_run) })}
            </Fact>
          )}
        </dl>
      </Panel>
      <Panel id="rights-enquirer" title={t('enquirer')}>
        <dl>
          <Fact label={t('company')}>
            <span dir="auto">{enquiry.company}</span>
          </Fact>
          <Fact label={t('contactName')}>
            <span dir="auto">{enquiry.contact_name}</span>
          </Fact>
          <Fact label={t('email')}>
            <a href={`mailto:${enquiry.email}`} className="underline">
              <bdi dir="ltr">{enquiry.email}</bdi>
            </a>
          </Fact>
          {enquiry.phone && (
            <Fact label={t('phone')}>
              <bdi dir="ltr">{enquiry.phone}</bdi>
            </Fact>
          )}
          <Fact label={t('replyLanguage')}>{t(`languages.${enquiry.reply_language}`)}</Fact>
        </dl>
      </Panel>
      <Panel id="rights-message" title={t('message')}>
        {enquiry.message ? (
          <p dir="auto" className="whitespace-pre-line leading-relaxed text-brand-900">
            {enquiry.message}
          </p>
        ) : (
          <p className="text-sm text-brand-600">{t('noMessage')}</p>
        )}
      </Panel>
    </>
  );
}

/** One rights enquiry: its terms, the enquirer, its history, and the move to its next status. */
export default function EnquiryScreen() {
  const { t } = useTranslation('staff-rights');
  const { language } = useLanguage();
  const id = positiveId(useParams().id);
  const enquiry = enquiries.useOne(id);
  const back = <BackLink to="/staff/rights" label={t('back')} />;
  return (
    <RecordScreen
      query={enquiry}
      missing={id === undefined}
      title={t('title')}
      back={back}
      notFound={t('notFound')}
    >
      {(e) => (
        <>
          <ScreenHeader
            title={t('heading', { reference: `\u2066${e.reference}\u2069` })}
            lead={
              <span className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusLook[e.status]}`}>
                  {t(`status.${e.status}`)}
                </span>
                {formatMoment(e.created_at, language)}
              </span>
            }
            actions={back}
          />
          <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <div className="grid content-start gap-4">
              <Terms enquiry={e} />
            </div>
            <div className="grid content-start gap-4">
              <StatusForm enquiry={e} />
              <History events={e.events} />
            </div>
          </div>
        </>
      )}
    </RecordScreen>
  );
}
