import type { FastifyPluginAsync } from 'fastify';
import { staffResource, staffSettings, without } from '#server/modules/staff/index.ts';
import { noStore } from '#server/plugins/cache-headers.ts';
import { shippingMessages as m } from './messages.ts';
import { readShippingSettings, writeShippingSettings } from './settings.ts';
import { createTaxRule, deleteTaxRule, findTaxRule, listTaxRules, updateTaxRule } from './tax-rules.ts';
import {
  createShippingZone,
  deleteShippingZone,
  findShippingZone,
  listShippingZones,
  updateShippingZone,
} from './zones.ts';

const logged = without('id', 'country_codes');

/**
 * The back office's shipping zones (countries, weight bands, free shipping, cash on delivery, delivery
 * estimate), tax rules per country and format, and the settings of both: every member reads, admins
 * change them, each change in the activity log.
 */
export const shippingAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);
  staffResource(app, {
    path: '/staff/shipping-zones',
    entity: 'shipping_zone',
    topic: null,
    notFound: m.zoneNotFound,
    logged,
    list: {
      summary: 'Shipping zones with their countries and weight bands',
      run: (db, query) => listShippingZones(db, query),
    },
    find: { summary: 'One shipping zone', run: findShippingZone },
    create: {
      summary: 'Add a shipping zone (admin); 422 for a country already in another zone',
      run: (tx, body) => createShippingZone(tx, body),
      message: m.zoneCreated,
    },
    update: {
      summary: 'Change a shipping zone (admin); `country_ids` and `rates`, when given, replace its lists',
      run: (tx, id, body) => updateShippingZone(tx, id, body),
      message: m.zoneSaved,
    },
    remove: {
      summary: 'Delete a shipping zone (admin): its countries are no longer shipped to',
      run: deleteShippingZone,
      message: m.zoneDeleted,
    },
  });

  staffResource(app, {
    path: '/staff/tax-rules',
    entity: 'tax_rule',
    topic: null,
    notFound: m.taxRuleNotFound,
    logged: without('id', 'country_code'),
    list: { summary: 'Tax rules per country and format', run: (db, query) => listTaxRules(db, query) },
    find: { summary: 'One tax rule', run: findTaxRule },
    create: {
      summary: 'Add a tax rule (admin); one per country and format',
      run: (tx, body) => createTaxRule(tx, body),
      message: m.taxRuleCreated,
    },
    update: {
      summary: 'Change a tax rule (admin); missing fields stay as they are',
      run: (tx, id, body) => updateTaxRule(tx, id, body),
      message: m.taxRuleSaved,
    },
    remove: { summary: 'Delete a tax rule (admin)', run: deleteTaxRule, message: m.taxRuleDeleted },
  });

  staffSettings(app, {
    path: '/staff/shipping-settings',
    entity: 'shipping_settings',
    read: {
      summary: 'The packaging weight and whether catalogue prices include tax',
      run: readShippingSettings,
    },
    write: {
      summary: 'Change the packaging weight or whether prices include tax (admin)',
      run: writeShippingSettings,
      message: m.settingsSaved,
    },
  });
};
