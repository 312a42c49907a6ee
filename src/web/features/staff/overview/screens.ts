import { ADMIN_ROLES, ANY_STAFF } from '#shared/contract/staff.ts';
import { type ConsoleScreen, screen } from '../console/screen.ts';

/** The overview area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const overviewScreens: ConsoleScreen[] = [
  screen('', 'dashboard', ANY_STAFF, () => import('./dashboard/DashboardScreen.tsx')),
  screen('activity', 'activity', ADMIN_ROLES, () => import('./activity/ActivityScreen.tsx')),
  screen(
    'notifications',
    'notifications',
    ANY_STAFF,
    () => import('./notifications/NotificationsScreen.tsx'),
  ),
];
