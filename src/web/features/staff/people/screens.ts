import { ADMIN_ROLES, ANY_STAFF, ORDER_ROLES } from '#shared/contract/staff.ts';
import { NEWSLETTER_ROLES } from '#shared/contract/staff-newsletters.ts';
import type { ConsoleScreen } from '../console/screen.ts';

/** The people area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const peopleScreens: ConsoleScreen[] = [
  { path: 'clients', nav: 'clients', roles: ORDER_ROLES, page: () => import('./clients/ClientsScreen.tsx') },
  {
    path: 'clients/:id',
    nav: 'clients',
    roles: ORDER_ROLES,
    page: () => import('./clients/ClientScreen.tsx'),
  },
  {
    path: 'messages',
    nav: 'messages',
    roles: ORDER_ROLES,
    page: () => import('./messages/MessagesScreen.tsx'),
  },
  {
    path: 'messages/:id',
    nav: 'messages',
    roles: ORDER_ROLES,
    page: () => import('./messages/MessageScreen.tsx'),
  },
  {
    path: 'subscribers',
    nav: 'subscribers',
    roles: NEWSLETTER_ROLES,
    page: () => import('./subscribers/SubscribersScreen.tsx'),
  },
  { path: 'members', nav: 'members', roles: ADMIN_ROLES, page: () => import('./members/MembersScreen.tsx') },
  {
    path: 'members/new',
    nav: 'members',
    roles: ADMIN_ROLES,
    page: () => import('./members/MemberEditScreen.tsx'),
  },
  {
    path: 'members/:id',
    nav: 'members',
    roles: ADMIN_ROLES,
    page: () => import('./members/MemberEditScreen.tsx'),
  },
  {
    path: 'security',
    nav: 'security',
    roles: ANY_STAFF,
    page: () => import('./security/SecurityScreen.tsx'),
  },
];
