import { ADMIN_ROLES } from '#shared/contract/staff.ts';
import { type ConsoleScreen, screen } from '../console/screen.ts';

/** The settings area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const settingsScreens: ConsoleScreen[] = [
  screen('settings', 'settings', ADMIN_ROLES, () => import('./SettingsScreen.tsx')),
  screen('jobs', 'jobs', ADMIN_ROLES, () => import('./jobs/JobsScreen.tsx')),
];
