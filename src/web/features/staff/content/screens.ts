import { ANY_STAFF, ORDER_ROLES } from '#shared/contract/staff.ts';
import { NEWSLETTER_ROLES } from '#shared/contract/staff-newsletters.ts';
import { type ConsoleScreen, recordScreens, screen } from '../console/screen.ts';

/** The content area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const contentScreens: ConsoleScreen[] = [
  screen('mail', 'mail', ORDER_ROLES, () => import('./mail/MailScreen.tsx')),
  screen('news', 'news', ANY_STAFF, () => import('./NewsScreen.tsx')),
  ...recordScreens('news', 'news', ANY_STAFF, () => import('./NewsEditScreen.tsx')),
  screen('kashkoul', 'kashkoul', ANY_STAFF, () => import('./KashkoulScreen.tsx')),
  ...recordScreens('kashkoul', 'kashkoul', ANY_STAFF, () => import('./KashkoulEditScreen.tsx')),
  screen('links', 'links', ANY_STAFF, () => import('./LinksScreen.tsx')),
  screen('newsletters', 'newsletters', NEWSLETTER_ROLES, () => import('./newsletters/NewslettersScreen.tsx')),
  ...recordScreens(
    'newsletters',
    'newsletters',
    NEWSLETTER_ROLES,
    () => import('./newsletters/NewsletterEditScreen.tsx'),
  ),
  screen('pages', 'pages', ANY_STAFF, () => import('./pages/PagesScreen.tsx')),
];
