import type { ComponentType } from 'react';
import type { StaffRole } from '#shared/contract/staff.ts';

/** A screen module: its default export is the screen. */
export type ScreenModule = { default: ComponentType };

export type NavKey =
  | 'dashboard'
  | 'books'
  | 'waitlists'
  | 'orders'
  | 'invoices'
  | 'coupons'
  | 'gifts'
  | 'trace'
  | 'clients'
  | 'messages'
  | 'mail'
  | 'subscribers'
  | 'newsletters'
  | 'categories'
  | 'writers'
  | 'coverTypes'
  | 'news'
  | 'kashkoul'
  | 'links'
  | 'pages'
  | 'shippingZones'
  | 'taxRules'
  | 'currencyRates'
  | 'sales'
  | 'settings'
  | 'jobs'
  | 'members'
  | 'activity'
  | 'notifications'
  | 'security';

export type ConsoleScreen = {
  /** Below /staff: '' is the dashboard. */
  path: string;
  /** The side navigation's entry this screen belongs to (its label in `console:nav`). */
  nav: NavKey;
  /** Who may open it; the server decides what each may change. */
  roles: readonly StaffRole[];
  page: () => Promise<ScreenModule>;
};
