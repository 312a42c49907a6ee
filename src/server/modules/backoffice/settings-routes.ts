import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '#server/modules/staff/index.ts';
import { settingsAnswerSchema, settingsBodySchema, settingsSavedSchema } from '#shared/contract/settings.ts';
import { ADMIN_ROLES, ANY_STAFF } from '#shared/contract/staff.ts';
import type { Localized } from '#shared/lang.ts';
import { changedFields } from './activity.ts';
import { readSettings, writeSettings } from './settings.ts';
import { staffWrite } from './write.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const saved: Localized = { ar: 'تم حفظ إعدادات المتجر', en: 'Shop settings saved' };

/** GET and PUT /staff/settings: the shop's settings, read by every member and changed by admins. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/settings',
    {
      schema: {
        tags,
        security,
        summary: 'The shop’s settings, each stored value or its default',
        response: { 200: settingsAnswerSchema },
      },
      onRequest: requireStaff(ANY_STAFF),
    },
    async () => ({ data: await readSettings(app.db) }),
  );

  app.put(
    '/staff/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Change some of the shop’s settings (admin); missing keys keep their value',
        body: settingsBodySchema,
        response: { 200: settingsSavedSchema },
      },
      onRequest: requireStaff(ADMIN_ROLES),
    },
    async (request) => {
      const data = await staffWrite(request, null, async (tx, record) => {
        const { before, after } = await writeSettings(tx, request.body, request.staff!.id);
        const changed = changedFields(before, after);
        if (changed) await record({ action: 'update', entity: 'shop_settings', ...changed });
        return after;
      });
      return { data, message: saved[request.lang] };
    },
  );
};
