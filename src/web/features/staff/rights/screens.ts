import { RIGHTS_ROLES } from '#shared/contract/staff.ts';
import { type ConsoleScreen, screen } from '../console/screen.ts';

/** The rights area's screens (decision 093), each loaded on its own when opened (read by ../screens.ts). */
export const rightsScreens: ConsoleScreen[] = [
  screen('rights', 'rights', RIGHTS_ROLES, () => import('./EnquiriesScreen.tsx')),
  screen('rights/:id', 'rights', RIGHTS_ROLES, () => import('./EnquiryScreen.tsx')),
];
