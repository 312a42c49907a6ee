import type { ComponentType } from 'react';
import {
  ADMIN_ROLES,
  ANY_STAFF,
  CATALOG_ROLES,
  ORDER_ROLES,
  type StaffRole,
} from '#shared/contract/staff.ts';
import { NEWSLETTER_ROLES } from '#shared/contract/staff-newsletters.ts';

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

/** Every screen of the console, in the side navigation's order (the first of each `nav` is its link). */
export const consoleScreens: ConsoleScreen[] = [
  { path: '', nav: 'dashboard', roles: ANY_STAFF, page: () => import('./dashboard/DashboardScreen.tsx') },
  { path: 'orders', nav: 'orders', roles: ORDER_ROLES, page: () => import('./orders/OrdersScreen.tsx') },
  { path: 'orders/:id', nav: 'orders', roles: ORDER_ROLES, page: () => import('./orders/OrderScreen.tsx') },
  {
    path: 'invoices',
    nav: 'invoices',
    roles: ORDER_ROLES,
    page: () => import('./invoices/InvoicesScreen.tsx'),
  },
  {
    path: 'coupons',
    nav: 'coupons',
    roles: ORDER_ROLES,
    page: () => import('./coupons/CouponsScreen.tsx'),
  },
  { path: 'gifts', nav: 'gifts', roles: ORDER_ROLES, page: () => import('./gifts/GiftsScreen.tsx') },
  { path: 'trace', nav: 'trace', roles: ORDER_ROLES, page: () => import('./trace/TraceScreen.tsx') },
  { path: 'clients', nav: 'clients', roles: ORDER_ROLES, page: () => import('./clients/ClientsScreen.tsx') },
  {
    path: 'clients/:id',
    nav: 'clients',
    roles: ORDER_ROLES,
    page: () => import('./clients/ClientScreen.tsx'),
  },
  {
    path: 'messages',
    nav: 'messages',
    roles: ORDER_ROLES,
    page: () => import('./messages/MessagesScreen.tsx'),
  },
  {
    path: 'messages/:id',
    nav: 'messages',
    roles: ORDER_ROLES,
    page: () => import('./messages/MessageScreen.tsx'),
  },
  { path: 'mail', nav: 'mail', roles: ORDER_ROLES, page: () => import('./mail/MailScreen.tsx') },
  { path: 'books', nav: 'books', roles: ANY_STAFF, page: () => import('./books/BooksScreen.tsx') },
  { path: 'books/import', nav: 'books', roles: ANY_STAFF, page: () => import('./bulk/ImportScreen.tsx') },
  { path: 'books/new', nav: 'books', roles: ANY_STAFF, page: () => import('./books/BookEditScreen.tsx') },
  { path: 'books/:id', nav: 'books', roles: ANY_STAFF, page: () => import('./books/BookEditScreen.tsx') },
  {
    path: 'waitlists',
    nav: 'waitlists',
    roles: CATALOG_ROLES,
    page: () => import('./preorders/WaitlistsScreen.tsx'),
  },
  {
    path: 'categories',
    nav: 'categories',
    roles: ANY_STAFF,
    page: () => import('./taxonomy/CategoriesScreen.tsx'),
  },
  { path: 'writers', nav: 'writers', roles: ANY_STAFF, page: () => import('./taxonomy/WritersScreen.tsx') },
  {
    path: 'cover-types',
    nav: 'coverTypes',
    roles: ANY_STAFF,
    page: () => import('./taxonomy/CoverTypesScreen.tsx'),
  },
  { path: 'news', nav: 'news', roles: ANY_STAFF, page: () => import('./content/NewsScreen.tsx') },
  { path: 'news/new', nav: 'news', roles: ANY_STAFF, page: () => import('./content/NewsEditScreen.tsx') },
  { path: 'news/:id', nav: 'news', roles: ANY_STAFF, page: () => import('./content/NewsEditScreen.tsx') },
  {
    path: 'kashkoul',
    nav: 'kashkoul',
    roles: ANY_STAFF,
    page: () => import('./content/KashkoulScreen.tsx'),
  },
  {
    path: 'kashkoul/new',
    nav: 'kashkoul',
    roles: ANY_STAFF,
    page: () => import('./content/KashkoulEditScreen.tsx'),
  },
  {
    path: 'kashkoul/:id',
    nav: 'kashkoul',
    roles: ANY_STAFF,
    page: () => import('./content/KashkoulEditScreen.tsx'),
  },
  { path: 'links', nav: 'links', roles: ANY_STAFF, page: () => import('./content/LinksScreen.tsx') },
  {
    path: 'subscribers',
    nav: 'subscribers',
    roles: NEWSLETTER_ROLES,
    page: () => import('./subscribers/SubscribersScreen.tsx'),
  },
  {
    path: 'newsletters',
    nav: 'newsletters',
    roles: NEWSLETTER_ROLES,
    page: () => import('./newsletters/NewslettersScreen.tsx'),
  },
  {
    path: 'newsletters/new',
    nav: 'newsletters',
    roles: NEWSLETTER_ROLES,
    page: () => import('./newsletters/NewsletterEditScreen.tsx'),
  },
  {
    path: 'newsletters/:id',
    nav: 'newsletters',
    roles: NEWSLETTER_ROLES,
    page: () => import('./newsletters/NewsletterEditScreen.tsx'),
  },
  { path: 'pages', nav: 'pages', roles: ANY_STAFF, page: () => import('./pages/PagesScreen.tsx') },
  {
    path: 'shipping-zones',
    nav: 'shippingZones',
    roles: ANY_STAFF,
    page: () => import('./shipping/ZonesScreen.tsx'),
  },
  {
    path: 'shipping-zones/new',
    nav: 'shippingZones',
    roles: ADMIN_ROLES,
    page: () => import('./shipping/ZoneEditScreen.tsx'),
  },
  {
    path: 'shipping-zones/:id',
    nav: 'shippingZones',
    roles: ANY_STAFF,
    page: () => import('./shipping/ZoneEditScreen.tsx'),
  },
  {
    path: 'tax-rules',
    nav: 'taxRules',
    roles: ANY_STAFF,
    page: () => import('./shipping/TaxRulesScreen.tsx'),
  },
  { path: 'sales', nav: 'sales', roles: CATALOG_ROLES, page: () => import('./sales/SalesScreen.tsx') },
  {
    path: 'currency-rates',
    nav: 'currencyRates',
    roles: ANY_STAFF,
    page: () => import('./currency/CurrencyRatesScreen.tsx'),
  },
  {
    path: 'settings',
    nav: 'settings',
    roles: ADMIN_ROLES,
    page: () => import('./settings/SettingsScreen.tsx'),
  },
  { path: 'members', nav: 'members', roles: ADMIN_ROLES, page: () => import('./members/MembersScreen.tsx') },
  {
    path: 'members/new',
    nav: 'members',
    roles: ADMIN_ROLES,
    page: () => import('./members/MemberEditScreen.tsx'),
  },
  {
    path: 'members/:id',
    nav: 'members',
    roles: ADMIN_ROLES,
    page: () => import('./members/MemberEditScreen.tsx'),
  },
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
  {
    path: 'security',
    nav: 'security',
    roles: ANY_STAFF,
    page: () => import('./security/SecurityScreen.tsx'),
  },
];

/** The side navigation: the first screen of each entry. */
export const navEntries = consoleScreens.filter(
  (screen, index) => consoleScreens.findIndex((other) => other.nav === screen.nav) === index,
);
