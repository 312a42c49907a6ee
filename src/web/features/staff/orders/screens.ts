import { ORDER_ROLES } from '#shared/contract/staff.ts';
import { type ConsoleScreen, screen } from '../console/screen.ts';

/** The orders area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const ordersScreens: ConsoleScreen[] = [
  screen('orders', 'orders', ORDER_ROLES, () => import('./OrdersScreen.tsx')),
  screen('orders/:id', 'orders', ORDER_ROLES, () => import('./OrderScreen.tsx')),
  screen(
    'cod-confirmations',
    'codConfirmations',
    ORDER_ROLES,
    () => import('./cod/CodConfirmationsScreen.tsx'),
  ),
  screen('fulfilment', 'fulfilment', ORDER_ROLES, () => import('./fulfilment/FulfilmentScreen.tsx')),
  screen('cod-money', 'codMoney', ORDER_ROLES, () => import('./cod-money/CodMoneyScreen.tsx')),
  screen('invoices', 'invoices', ORDER_ROLES, () => import('./invoices/InvoicesScreen.tsx')),
  screen('zatca', 'zatca', ORDER_ROLES, () => import('./zatca/ZatcaScreen.tsx')),
  screen('gifts', 'gifts', ORDER_ROLES, () => import('./gifts/GiftsScreen.tsx')),
  screen('trace', 'trace', ORDER_ROLES, () => import('./trace/TraceScreen.tsx')),
];
