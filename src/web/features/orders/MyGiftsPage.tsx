import { useTranslation } from 'react-i18next';
import type { Gift } from '#shared/contract/gifts.ts';
import { formatMoment } from '#web/components/dates.ts';
import { usePageParam } from '#web/components/Pagination.tsx';
import { buttonSecondary, Fact, PageTitle, panel } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useLanguage } from '#web/state/language.ts';
import { useMyGifts, useResendGift } from './gifts-api.ts';
import { PagedCards } from './PagedCards.tsx';

/** One gift: the book, to whom, where it stands and when; a sent, unclaimed one can be mailed again. */
function GiftCard({ gift }: { gift: Gift }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const resend = useResendGift(t('gifts.resent'));
  const when = (value: string) => <time dateTime={value}>{formatMoment(value, language)}</time>;
  return (
    <article data-testid="gift" className={`${panel} flex flex-col gap-2 p-4`}>
      <h2 className="font-extrabold leading-snug text-brand-900">
        <bdi>{gift.book.title}</bdi>
      </h2>
      <dl className="text-sm">
        <Fact label={t('gifts.to')}>
          <bdi>{gift.recipient_name}</bdi> (<bdi dir="ltr">{gift.recipient_email}</bdi>)
        </Fact>
        <Fact label={t('gifts.state')}>
          {t(`gifts.states.${gift.state}`)}
          {gift.expired && ` — ${t('gifts.expired')}`}
        </Fact>
        {gift.send_at && gift.state === 'scheduled' && (
          <Fact label={t('gifts.sendAt')}>{when(gift.send_at)}</Fact>
        )}
        {gift.sent_at && <Fact label={t('gifts.sentAt')}>{when(gift.sent_at)}</Fact>}
        {gift.claimed_at && <Fact label={t('gifts.claimedAt')}>{when(gift.claimed_at)}</Fact>}
      </dl>
      {gift.can_resend && (
        <button
          type="button"
          className={`${buttonSecondary} self-start`}
          disabled={resend.isPending}
          onClick={() => resend.mutate(gift.id)}
          aria-label={t('gifts.resendTo', { email: gift.recipient_email })}
        >
          {t('gifts.resend')}
        </button>
      )}
      {resend.error && (
        <p role="alert" className="text-sm font-bold text-red-800">
          {resend.error.message}
        </p>
      )}
    </article>
  );
}

/** /my-gifts: the books the client gave, where each gift stands, a page at a time. */
export default function MyGiftsPage() {
  const { t } = useTranslation('orders');
  const [page, setPage] = usePageParam();
  const gifts = useMyGifts(page);
  usePageTitle(t('gifts.title'));
  return (
    <section>
      <PageTitle title={t('gifts.title')} lead={t('gifts.lead')} />
      <PagedCards
        query={gifts}
        page={page}
        onPage={setPage}
        empty={t('gifts.empty')}
        card={(gift) => <GiftCard gift={gift} />}
      />
    </section>
  );
}
