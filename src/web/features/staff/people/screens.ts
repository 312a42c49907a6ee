import { ADMIN_ROLES, ANY_STAFF, ORDER_ROLES } from '#shared/contract/staff.ts';
import { NEWSLETTER_ROLES } from '#shared/contract/staff-newsletters.ts';
import { type ConsoleScreen, recordScreens, screen } from '../console/screen.ts';

/** The people area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const peopleScreens: ConsoleScreen[] = [
  screen('clients', 'clients', ORDER_ROLES, () => import('./clients/ClientsScreen.tsx')),
  screen('clients/:id', 'clients', ORDER_ROLES, () => import('./clients/ClientScreen.tsx')),
  screen('messages', 'messages', ORDER_ROLES, () => import('./messages/MessagesScreen.tsx')),
  screen('messages/:id', 'messages', ORDER_ROLES, () => import('./messages/MessageScreen.tsx')),
  screen('subscribers', 'subscribers', NEWSLETTER_ROLES, () => import('./subscribers/SubscribersScreen.tsx')),
  screen(
    'data-requests',
    'dataRequests',
    ADMIN_ROLES,
    () => import('./data-requests/DataRequestsScreen.tsx'),
  ),
  screen('members', 'members', ADMIN_ROLES, () => import('./members/MembersScreen.tsx')),
  ...recordScreens('members', 'members', ADMIN_ROLES, () => import('./members/MemberEditScreen.tsx')),
  screen('security', 'security', ANY_STAFF, () => import('./security/SecurityScreen.tsx')),
];
