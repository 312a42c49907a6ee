import {
  currencyParamsSchema,
  currencyRateBodySchema,
  staffCurrencyRateSavedSchema,
  staffCurrencyRatesAnswerSchema,
} from '../currency.ts';
import {
  shippingSettingsAnswerSchema,
  shippingSettingsBodySchema,
  shippingSettingsSavedSchema,
  staffShippingZoneAnswerSchema,
  staffShippingZoneBodySchema,
  staffShippingZoneSavedSchema,
  staffShippingZonesAnswerSchema,
  staffShippingZonesQuerySchema,
  staffShippingZoneUpdateSchema,
  staffTaxRuleAnswerSchema,
  staffTaxRuleBodySchema,
  staffTaxRuleSavedSchema,
  staffTaxRulesAnswerSchema,
  staffTaxRulesQuerySchema,
  staffTaxRuleUpdateSchema,
} from '../shipping.ts';
import { ADMIN_ROLES, ANY_STAFF, ORDER_ROLES } from '../staff.ts';
import {
  staffCouponAnswerSchema,
  staffCouponBodySchema,
  staffCouponSavedSchema,
  staffCouponsAnswerSchema,
  staffCouponsQuerySchema,
  staffCouponUpdateSchema,
} from '../staff-coupons.ts';
import { staffDeletedAnswerSchema, taxonomyParamsSchema } from '../staff-taxonomy.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * The console's money: shipping zones, tax rules, coupons, shipping settings and display-currency rates
 * (server/modules/backoffice).
 */
export const backofficeMoneyEndpoints = {
  // shipping zones, tax rules and their settings (every member reads; admins write)
  'GET /staff/shipping-zones': {
    roles: ANY_STAFF,
    query: staffShippingZonesQuerySchema,
    response: staffShippingZonesAnswerSchema,
  },
  'POST /staff/shipping-zones': {
    roles: ADMIN_ROLES,
    statuses: [201],
    body: staffShippingZoneBodySchema,
    response: staffShippingZoneSavedSchema,
  },
  'GET /staff/shipping-zones/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffShippingZoneAnswerSchema,
  },
  'PUT /staff/shipping-zones/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    body: staffShippingZoneUpdateSchema,
    response: staffShippingZoneSavedSchema,
  },
  'DELETE /staff/shipping-zones/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/tax-rules': {
    roles: ANY_STAFF,
    query: staffTaxRulesQuerySchema,
    response: staffTaxRulesAnswerSchema,
  },
  'POST /staff/tax-rules': {
    roles: ADMIN_ROLES,
    statuses: [201],
    body: staffTaxRuleBodySchema,
    response: staffTaxRuleSavedSchema,
  },
  'GET /staff/tax-rules/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffTaxRuleAnswerSchema,
  },
  'PUT /staff/tax-rules/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    body: staffTaxRuleUpdateSchema,
    response: staffTaxRuleSavedSchema,
  },
  'DELETE /staff/tax-rules/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  // coupons (admins and the orders role read; admins write)
  'GET /staff/coupons': {
    roles: ORDER_ROLES,
    query: staffCouponsQuerySchema,
    response: staffCouponsAnswerSchema,
  },
  'POST /staff/coupons': {
    roles: ADMIN_ROLES,
    statuses: [201],
    body: staffCouponBodySchema,
    response: staffCouponSavedSchema,
  },
  'GET /staff/coupons/:id': {
    roles: ORDER_ROLES,
    params: taxonomyParamsSchema,
    response: staffCouponAnswerSchema,
  },
  'PUT /staff/coupons/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    body: staffCouponUpdateSchema,
    response: staffCouponSavedSchema,
  },
  // the shipping settings (every member reads; admins write)
  'GET /staff/shipping-settings': { roles: ANY_STAFF, response: shippingSettingsAnswerSchema },
  'PUT /staff/shipping-settings': {
    roles: ADMIN_ROLES,
    body: shippingSettingsBodySchema,
    response: shippingSettingsSavedSchema,
  },
  // the rates of the display currencies (every member reads; admins write)
  'GET /staff/currency-rates': { roles: ANY_STAFF, response: staffCurrencyRatesAnswerSchema },
  'PUT /staff/currency-rates/:code': {
    roles: ADMIN_ROLES,
    params: currencyParamsSchema,
    body: currencyRateBodySchema,
    response: staffCurrencyRateSavedSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
