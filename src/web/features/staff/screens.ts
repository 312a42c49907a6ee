import { catalogueScreens } from './catalogue/screens.ts';
import type { ConsoleScreen, NavKey } from './console/screen.ts';
import { contentScreens } from './content/screens.ts';
import { moneyScreens } from './money/screens.ts';
import { ordersScreens } from './orders/screens.ts';
import { overviewScreens } from './overview/screens.ts';
import { peopleScreens } from './people/screens.ts';
import { rightsScreens } from './rights/screens.ts';
import { settingsScreens } from './settings/screens.ts';

export type { ConsoleScreen } from './console/screen.ts';

/** The side navigation's order; each area lists its own screens (its `screens.ts`). */
const navOrder: NavKey[] = [
  'dashboard',
  'orders',
  'codConfirmations',
  'codMoney',
  'fulfilment',
  'invoices',
  'zatca',
  'coupons',
  'gifts',
  'trace',
  'clients',
  'dataRequests',
  'messages',
  'mail',
  'books',
  'waitlists',
  'categories',
  'writers',
  'coverTypes',
  'series',
  'boxSets',
  'rights',
  'news',
  'kashkoul',
  'links',
  'subscribers',
  'newsletters',
  'pages',
  'shippingZones',
  'taxRules',
  'sales',
  'currencyRates',
  'markets',
  'settings',
  'jobs',
  'members',
  'activity',
  'notifications',
  'security',
];

/** Every screen of the console, in the side navigation's order (the first of each `nav` is its link). */
export const consoleScreens: ConsoleScreen[] = [
  ...overviewScreens,
  ...ordersScreens,
  ...catalogueScreens,
  ...contentScreens,
  ...peopleScreens,
  ...rightsScreens,
  ...moneyScreens,
  ...settingsScreens,
].sort((a, b) => navOrder.indexOf(a.nav) - navOrder.indexOf(b.nav));

/** The side navigation: the first screen of each entry. */
export const navEntries = consoleScreens.filter(
  (screen, index) => consoleScreens.findIndex((other) => other.nav === screen.nav) === index,
);
