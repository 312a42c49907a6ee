import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { buttonPrimary, buttonSecondary, Notice, PageTitle, panel } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useSession } from '#web/state/session.ts';
import { useClaimGift } from './gifts-api.ts';

/**
 * /gift/claim?token=…: where a gift's mail leads. A visitor signs in (or signs up, then opens the
 * link again); a signed-in reader claims the book, which then waits in My books.
 */
export default function GiftClaimPage() {
  const { t } = useTranslation('orders');
  const { loggedIn } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const claim = useClaimGift();
  usePageTitle(t('gifts.claim.title'));

  let body: React.ReactNode;
  if (!token) {
    body = <Notice text={t('gifts.claim.noToken')} />;
  } else if (!loggedIn) {
    body = (
      <div className={`${panel} flex flex-col gap-4 p-6`}>
        <p>{t('gifts.claim.signInFirst')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" state={{ from: location }} className={buttonPrimary}>
            {t('gifts.claim.signIn')}
          </Link>
          <Link to="/register" state={{ from: location }} className={buttonSecondary}>
            {t('gifts.claim.signUp')}
          </Link>
        </div>
        <p className="text-sm text-brand-700">{t('gifts.claim.afterSignUp')}</p>
      </div>
    );
  } else if (claim.isSuccess) {
    const { book, from } = claim.data.data;
    body = (
      <div className={`${panel} flex flex-col gap-4 p-6`} role="status">
        <p className="font-bold text-brand-900">{t('gifts.claim.done', { title: book.title, from })}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={`/book-download?book_id=${book.id}`} className={buttonPrimary}>
            {t('gifts.claim.download')}
          </Link>
          <Link to="/my-books" className={buttonSecondary}>
            {t('gifts.claim.myBooks')}
          </Link>
        </div>
      </div>
    );
  } else {
    body = (
      <div className={`${panel} flex flex-col gap-4 p-6`}>
        <p>{t('gifts.claim.explain')}</p>
        {claim.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-bold text-red-800">
            {claim.error.message}
          </p>
        )}
        <button
          type="button"
          className={`${buttonPrimary} self-start`}
          disabled={claim.isPending}
          onClick={() => claim.mutate(token)}
        >
          {t('gifts.claim.button')}
        </button>
      </div>
    );
  }
  return (
    <section>
      <PageTitle title={t('gifts.claim.title')} />
      {body}
    </section>
  );
}
