import { ORDER_ROLES } from '#shared/contract/staff.ts';
import type { ConsoleScreen } from '../console/screen.ts';

/** The orders area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const ordersScreens: ConsoleScreen[] = [
  { path: 'orders', nav: 'orders', roles: ORDER_ROLES, page: () => import('./OrdersScreen.tsx') },
  { path: 'orders/:id', nav: 'orders', roles: ORDER_ROLES, page: () => import('./OrderScreen.tsx') },
  {
    path: 'invoices',
    nav: 'invoices',
    roles: ORDER_ROLES,
    page: () => import('./invoices/InvoicesScreen.tsx'),
  },
  { path: 'gifts', nav: 'gifts', roles: ORDER_ROLES, page: () => import('./gifts/GiftsScreen.tsx') },
  { path: 'trace', nav: 'trace', roles: ORDER_ROLES, page: () => import('./trace/TraceScreen.tsx') },
];
