import { ADMIN_ROLES, ANY_STAFF, ORDER_ROLES } from '#shared/contract/staff.ts';
import type { ConsoleScreen } from '../console/screen.ts';

/** The money area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const moneyScreens: ConsoleScreen[] = [
  {
    path: 'coupons',
    nav: 'coupons',
    roles: ORDER_ROLES,
    page: () => import('./coupons/CouponsScreen.tsx'),
  },
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
  {
    path: 'currency-rates',
    nav: 'currencyRates',
    roles: ANY_STAFF,
    page: () => import('./currency/CurrencyRatesScreen.tsx'),
  },
];
