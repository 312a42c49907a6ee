import type { ComponentType } from 'react';

export type Access = 'public' | 'guest' | 'client';

/** A page module: its default export is the page component. */
export type PageModule = { default: ComponentType };

export type PageRoute = {
  path: string;
  /** Key in the `routes` translation namespace: the page's name (placeholder heading, titles). */
  name: string;
  /** public (default), guest-only (redirects a logged-in client to /home) or client-only (sends visitors to /login). */
  access?: Access;
  /** Loads the page lazily; without it the route shows a placeholder heading. */
  page?: () => Promise<PageModule>;
  caseSensitive?: boolean;
  children?: Omit<PageRoute, 'access'>[];
};

/**
 * Every route of spec §2. A feature plugs its page in by adding
 * `page: () => import('#web/features/<feature>/<Page>.tsx')` to its entry.
 */
export const routes: PageRoute[] = [
  { path: '/', name: 'home' },
  { path: '/home', name: 'home' },
  { path: '/books', name: 'library' },
  { path: '/search', name: 'search' },
  { path: '/book-details/:id?', name: 'bookDetails' },
  { path: '/alkashkoul', name: 'alkashkoul' },
  { path: '/al-akhbar', name: 'news' },
  { path: '/alakhbar-articles/:id?', name: 'newsArticle' },
  { path: '/links', name: 'links' },
  { path: '/privacy-policy', name: 'privacyPolicy' },
  { path: '/contact-us', name: 'contactUs' },
  { path: '/cart-box', name: 'cart' },
  { path: '/favorite-box', name: 'favorites' },
  { path: '/book-download', name: 'bookDownload' },

  { path: '/login', name: 'login', access: 'guest' },
  { path: '/activation/:email?', name: 'activation', access: 'guest' },
  { path: '/register', name: 'register', access: 'guest' },
  // Both spellings appear in the product; matching is case-insensitive anyway.
  { path: '/ForgotPassword', name: 'forgotPassword', access: 'guest' },
  { path: '/forgotpassword', name: 'forgotPassword', access: 'guest' },
  { path: '/new-password/:email?', name: 'newPassword', access: 'guest' },

  { path: '/my-books', name: 'myBooks', access: 'client' },
  { path: '/my-profile', name: 'myProfile', access: 'client' },
  { path: '/my-orders', name: 'myOrders', access: 'client' },
  { path: '/order-details', name: 'orderDetails', access: 'client' },
  {
    path: '/check-out',
    name: 'checkout',
    access: 'client',
    children: [{ path: 'pdf', name: 'checkoutPdf' }],
  },
];
