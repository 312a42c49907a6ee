import type { ComponentType } from 'react';
import type { StaffRole } from '#shared/contract/staff.ts';

/** A screen module: its default export is the screen. */
export type ScreenModule = { default: ComponentType };

export type NavKey =
  | 'dashboard'
  | 'books'
  | 'waitlists'
  | 'orders'
  | 'codConfirmations'
  | 'codMoney'
  | 'fulfilment'
  | 'invoices'
  | 'zatca'
  | 'coupons'
  | 'gifts'
  | 'trace'
  | 'clients'
  | 'dataRequests'
  | 'messages'
  | 'mail'
  | 'subscribers'
  | 'newsletters'
  | 'categories'
  | 'writers'
  | 'coverTypes'
  | 'series'
  | 'boxSets'
  | 'rights'
  | 'news'
  | 'kashkoul'
  | 'links'
  | 'pages'
  | 'shippingZones'
  | 'taxRules'
  | 'currencyRates'
  | 'markets'
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

/** A screen at `path` under the side navigation's `nav` entry, open to `roles`. */
export const screen = (
  path: string,
  nav: NavKey,
  roles: readonly StaffRole[],
  page: () => Promise<ScreenModule>,
): ConsoleScreen => ({ path, nav, roles, page });

/**
 * A record's screen at `path/new` (open to `newRoles`, `roles` unless said) and `path/:id` (open to
 * `roles`): one page that creates or edits.
 */
export const recordScreens = (
  path: string,
  nav: NavKey,
  roles: readonly StaffRole[],
  page: () => Promise<ScreenModule>,
  newRoles = roles,
): ConsoleScreen[] => [screen(`${path}/new`, nav, newRoles, page), screen(`${path}/:id`, nav, roles, page)];
