import { ADMIN_ROLES, ANY_STAFF, ORDER_ROLES } from '#shared/contract/staff.ts';
import { type ConsoleScreen, recordScreens, screen } from '../console/screen.ts';

/** The money area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const moneyScreens: ConsoleScreen[] = [
  screen('coupons', 'coupons', ORDER_ROLES, () => import('./coupons/CouponsScreen.tsx')),
  screen('shipping-zones', 'shippingZones', ANY_STAFF, () => import('./shipping/ZonesScreen.tsx')),
  ...recordScreens(
    'shipping-zones',
    'shippingZones',
    ANY_STAFF,
    () => import('./shipping/ZoneEditScreen.tsx'),
    ADMIN_ROLES,
  ),
  screen('tax-rules', 'taxRules', ANY_STAFF, () => import('./shipping/TaxRulesScreen.tsx')),
  screen('currency-rates', 'currencyRates', ANY_STAFF, () => import('./currency/CurrencyRatesScreen.tsx')),
  screen('markets', 'markets', ANY_STAFF, () => import('./markets/MarketsScreen.tsx')),
];
