import { ADMIN_ROLES, ANY_STAFF } from '#shared/contract/staff.ts';
import type { ConsoleScreen } from '../console/screen.ts';

/** The overview area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const overviewScreens: ConsoleScreen[] = [
  { path: '', nav: 'dashboard', roles: ANY_STAFF, page: () => import('./dashboard/DashboardScreen.tsx') },
  {
    path: 'activity',
    nav: 'activity',
    roles: ADMIN_ROLES,
    page: () => import('./activity/ActivityScreen.tsx'),
  },
  {
    path: 'notifications',
    nav: 'notifications',
    roles: ANY_STAFF,
    page: () => import('./notifications/NotificationsScreen.tsx'),
  },
];
