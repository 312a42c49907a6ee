import { ADMIN_ROLES } from '#shared/contract/staff.ts';
import type { ConsoleScreen } from '../console/screen.ts';

/** The settings area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const settingsScreens: ConsoleScreen[] = [
  {
    path: 'settings',
    nav: 'settings',
    roles: ADMIN_ROLES,
    page: () => import('./SettingsScreen.tsx'),
  },
  { path: 'jobs', nav: 'jobs', roles: ADMIN_ROLES, page: () => import('./jobs/JobsScreen.tsx') },
];
