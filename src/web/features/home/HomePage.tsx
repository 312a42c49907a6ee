import { useTranslation } from 'react-i18next';
import { useAfterFirstFrame } from '#web/components/useAfterFirstFrame.ts';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { type BooksFilter, useBooks, useWaitlistNotice } from '#web/features/books/index.ts';
import { BookShelf } from './BookShelf.tsx';
import { HomeHero } from './HomeHero.tsx';

/** The home page's three lists and their sizes (spec §7, §9). */
export const HOME_LISTS = {
  banner: { limit: 20 },
  comingSoon: { comming_soon: 1, limit: 12 },
  distribution: { most_popular: 1, limit: 10 },
} satisfies Record<string, BooksFilter>;

/** / and /home: an introduction, the banner slider, the coming-soon list and the books for distribution (spec §2). */
export default function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('pageTitle'));
  useWaitlistNotice();
  // The introduction is the first screen: the lists below it are asked for once it is drawn.
  const enabled = useAfterFirstFrame();
  const banner = useBooks(HOME_LISTS.banner, { enabled });
  const comingSoon = useBooks(HOME_LISTS.comingSoon, { enabled });
  const distribution = useBooks(HOME_LISTS.distribution, { enabled });
  return (
    <>
      <HomeHero books={banner.data?.data} />
      <BookShelf
        id="home-banner"
        title={t('banner.title')}
        lead={t('banner.lead')}
        books={banner}
        autoplay
        first
        more={{ label: t('banner.all'), to: '/books' }}
      />
      <BookShelf
        id="home-coming-soon"
        title={t('comingSoon.title')}
        lead={t('comingSoon.lead')}
        books={comingSoon}
      />
      <BookShelf
        id="home-distribution"
        title={t('distribution.title')}
        lead={t('distribution.lead')}
        books={distribution}
      />
    </>
  );
}
