import type { ComponentType } from 'react';
import { pdfWorker } from '#web/features/reader/worker.ts';
import { type PageNamespace, pageTexts } from '#web/i18n/page-texts.ts';

export type Access = 'public' | 'guest' | 'client';

/** A page module: its default export is the page component. */
export type PageModule = { default: ComponentType };

export type PageRoute = {
  path: string;
  /** Key in the `routes` translation namespace: the page's name (placeholder heading, titles). */
  name: string;
  /** public (default), guest-only (redirects a logged-in client to /home) or client-only (sends visitors to /login). */
  access?: Access;
  /** 'none': the page brings its own frame instead of the shop's header and footer (the staff console). */
  frame?: 'shop' | 'none';
  /** Loads the page lazily; without it the route shows a placeholder heading. */
  page?: () => Promise<PageModule>;
  caseSensitive?: boolean;
  children?: Omit<PageRoute, 'access'>[];
};

/**
 * A page that reads texts loaded with it (see `textsFor`): both come side by side, the texts' files
 * asked for at once rather than once the app's i18n is there.
 */
const withTexts =
  (namespaces: readonly PageNamespace[], load: () => Promise<PageModule>) => (): Promise<PageModule> =>
    Promise.all([
      load(),
      ...namespaces.map(pageTexts),
      import('#web/i18n/index.ts').then((i18n) => i18n.textsFor(namespaces)),
    ]).then(([module]) => module);

/** The reader's page, with pdf.js's worker started beside it. */
const readerPage = withTexts(['reader'], () => {
  pdfWorker();
  return import('#web/features/reader/ReaderPage.tsx');
});

/**
 * Every route of spec §2. A feature plugs its page in by adding
 * `page: () => import('#web/features/<feature>/<Page>.tsx')` to its entry.
 */
export const routes: PageRoute[] = [
  { path: '/', name: 'home', page: () => import('#web/features/home/HomePage.tsx') },
  { path: '/home', name: 'home', page: () => import('#web/features/home/HomePage.tsx') },
  {
    path: '/books',
    name: 'library',
    page: withTexts(['library'], () => import('#web/features/books/LibraryPage.tsx')),
  },
  {
    path: '/search',
    name: 'search',
    page: withTexts(['library'], () => import('#web/features/books/SearchPage.tsx')),
  },
  {
    path: '/book-details/:id?',
    name: 'bookDetails',
    // The library's texts for the book's place in a series (series/BookSeriesNav).
    page: withTexts(
      ['details', 'orders', 'library'],
      () => import('#web/features/books/BookDetailsPage.tsx'),
    ),
  },
  {
    path: '/writers/:id',
    name: 'writer',
    page: withTexts(['library'], () => import('#web/features/books/writer/WriterPage.tsx')),
  },
  {
    path: '/series/:id',
    name: 'series',
    page: withTexts(['library'], () => import('#web/features/books/series/SeriesPage.tsx')),
  },
  {
    path: '/box-sets/:id',
    name: 'boxSet',
    page: withTexts(['orders'], () => import('#web/features/box-sets/BoxSetPage.tsx')),
  },
  {
    path: '/alkashkoul',
    name: 'alkashkoul',
    page: withTexts(['content'], () => import('#web/features/content/KashkoulPage.tsx')),
  },
  {
    path: '/al-akhbar',
    name: 'news',
    page: withTexts(['content'], () => import('#web/features/content/NewsPage.tsx')),
  },
  {
    path: '/alakhbar-articles/:id?',
    name: 'newsArticle',
    page: withTexts(['content'], () => import('#web/features/content/NewsArticlePage.tsx')),
  },
  {
    path: '/links',
    name: 'links',
    page: withTexts(['content'], () => import('#web/features/content/LinksPage.tsx')),
  },
  {
    path: '/privacy-policy',
    name: 'privacyPolicy',
    page: withTexts(['content'], () => import('#web/features/content/PrivacyPage.tsx')),
  },
  // Where the newsletter's mails lead: a confirmed subscription, a link no longer valid, an unsubscribe.
  {
    path: '/newsletter',
    name: 'newsletter',
    page: withTexts(['content'], () => import('#web/features/content/NewsletterPage.tsx')),
  },
  {
    path: '/contact-us',
    name: 'contactUs',
    page: withTexts(['content'], () => import('#web/features/content/ContactPage.tsx')),
  },
  // Foreign publishers ask for a book's rights (decision 093); its texts are the content pages'.
  {
    path: '/rights',
    name: 'rights',
    page: withTexts(['content'], () => import('#web/features/rights/RightsPage.tsx')),
  },
  {
    path: '/cart-box',
    name: 'cart',
    page: withTexts(['orders'], () => import('#web/features/cart/CartPage.tsx')),
  },
  {
    path: '/favorite-box',
    name: 'favorites',
    page: () => import('#web/features/favorites/FavoritesPage.tsx'),
  },
  {
    path: '/book-download',
    name: 'bookDownload',
    page: withTexts(['orders'], () => import('#web/features/orders/BookDownloadPage.tsx')),
  },
  // Public here: the console asks for its own staff sign-in, which the reader's guards know nothing of;
  // it has its own frame and its own screens below /staff.
  {
    path: '/staff/*',
    name: 'staff',
    frame: 'none',
    page: withTexts(['accounts'], () => import('#web/features/staff/StaffPage.tsx')),
  },

  {
    path: '/login',
    name: 'login',
    access: 'guest',
    page: withTexts(['accounts'], () => import('#web/features/accounts/LoginPage.tsx')),
  },
  {
    path: '/activation/:email?',
    name: 'activation',
    access: 'guest',
    page: withTexts(['accounts'], () => import('#web/features/accounts/ActivationPage.tsx')),
  },
  {
    path: '/register',
    name: 'register',
    access: 'guest',
    page: withTexts(['accounts'], () => import('#web/features/accounts/RegisterPage.tsx')),
  },
  // Both spellings appear in the product; matching is case-insensitive anyway.
  {
    path: '/ForgotPassword',
    name: 'forgotPassword',
    access: 'guest',
    page: withTexts(['accounts'], () => import('#web/features/accounts/ForgotPasswordPage.tsx')),
  },
  {
    path: '/forgotpassword',
    name: 'forgotPassword',
    access: 'guest',
    page: withTexts(['accounts'], () => import('#web/features/accounts/ForgotPasswordPage.tsx')),
  },
  {
    path: '/new-password/:email?',
    name: 'newPassword',
    access: 'guest',
    page: withTexts(['accounts'], () => import('#web/features/accounts/NewPasswordPage.tsx')),
  },

  {
    path: '/my-books',
    name: 'myBooks',
    access: 'client',
    page: withTexts(['orders'], () => import('#web/features/orders/MyBooksPage.tsx')),
  },
  {
    path: '/my-profile',
    name: 'myProfile',
    access: 'client',
    page: withTexts(['accounts'], () => import('#web/features/accounts/ProfilePage.tsx')),
  },
  {
    path: '/my-orders',
    name: 'myOrders',
    access: 'client',
    page: withTexts(['orders'], () => import('#web/features/orders/MyOrdersPage.tsx')),
  },
  {
    path: '/my-gifts',
    name: 'myGifts',
    access: 'client',
    page: withTexts(['orders'], () => import('#web/features/orders/MyGiftsPage.tsx')),
  },
  // Where a gift's mail leads: a visitor is asked to sign in or up first, on the page itself.
  {
    path: '/gift/claim',
    name: 'giftClaim',
    page: withTexts(['orders'], () => import('#web/features/orders/GiftClaimPage.tsx')),
  },
  {
    path: '/order-details',
    name: 'orderDetails',
    access: 'client',
    page: withTexts(['orders'], () => import('#web/features/orders/OrderDetailsPage.tsx')),
  },
  {
    path: '/check-out',
    name: 'checkout',
    access: 'client',
    page: withTexts(['orders'], () => import('#web/features/checkout/CheckoutPage.tsx')),
  },
  {
    path: '/check-out/pdf',
    name: 'checkoutPdf',
    access: 'client',
    page: withTexts(['orders'], () => import('#web/features/checkout/CheckoutPdfPage.tsx')),
  },
  {
    path: '/payment-return',
    name: 'paymentReturn',
    access: 'client',
    page: withTexts(['orders'], () => import('#web/features/checkout/PaymentReturnPage.tsx')),
  },
  // The shop's reader: a book's sample for anyone, the whole book for its owner.
  {
    path: '/read/:id/sample',
    name: 'readerSample',
    page: readerPage,
  },
  {
    path: '/read/:id',
    name: 'reader',
    access: 'client',
    page: readerPage,
  },
];
