import { ANY_STAFF, ORDER_ROLES } from '#shared/contract/staff.ts';
import { NEWSLETTER_ROLES } from '#shared/contract/staff-newsletters.ts';
import type { ConsoleScreen } from '../console/screen.ts';

/** The content area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const contentScreens: ConsoleScreen[] = [
  { path: 'mail', nav: 'mail', roles: ORDER_ROLES, page: () => import('./mail/MailScreen.tsx') },
  { path: 'news', nav: 'news', roles: ANY_STAFF, page: () => import('./NewsScreen.tsx') },
  { path: 'news/new', nav: 'news', roles: ANY_STAFF, page: () => import('./NewsEditScreen.tsx') },
  { path: 'news/:id', nav: 'news', roles: ANY_STAFF, page: () => import('./NewsEditScreen.tsx') },
  {
    path: 'kashkoul',
    nav: 'kashkoul',
    roles: ANY_STAFF,
    page: () => import('./KashkoulScreen.tsx'),
  },
  {
    path: 'kashkoul/new',
    nav: 'kashkoul',
    roles: ANY_STAFF,
    page: () => import('./KashkoulEditScreen.tsx'),
  },
  {
    path: 'kashkoul/:id',
    nav: 'kashkoul',
    roles: ANY_STAFF,
    page: () => import('./KashkoulEditScreen.tsx'),
  },
  { path: 'links', nav: 'links', roles: ANY_STAFF, page: () => import('./LinksScreen.tsx') },
  {
    path: 'newsletters',
    nav: 'newsletters',
    roles: NEWSLETTER_ROLES,
    page: () => import('./newsletters/NewslettersScreen.tsx'),
  },
  {
    path: 'newsletters/new',
    nav: 'newsletters',
    roles: NEWSLETTER_ROLES,
    page: () => import('./newsletters/NewsletterEditScreen.tsx'),
  },
  {
    path: 'newsletters/:id',
    nav: 'newsletters',
    roles: NEWSLETTER_ROLES,
    page: () => import('./newsletters/NewsletterEditScreen.tsx'),
  },
  { path: 'pages', nav: 'pages', roles: ANY_STAFF, page: () => import('./pages/PagesScreen.tsx') },
];
