import type { FastifyPluginAsync } from 'fastify';
import { localize } from '#server/i18n/index.ts';
import { staffWrite } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import type { Localized } from '#shared/lang.ts';
import { readSettings, writeSettings } from './settings.ts';

const saved: Localized = localize('backofficePages', 'settingsSaved');

/** GET and PUT /staff/settings: the shop's settings, read by every member and changed by admins. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/settings',
    { summary: 'The shop’s settings, each stored value or its default' },
    async () => ({
      data: await readSettings(app.db),
    }),
  );

  route(
    app,
    'PUT /staff/settings',
    { summary: 'Change some of the shop’s settings (admin); missing keys keep their value' },
    async (request) => {
      const data = await staffWrite(request, null, async (tx, record) => {
        const { before, after } = await writeSettings(tx, request.body, request.staff!.id);
        await record.changes({ entity: 'shop_settings' }, before, after);
        return after;
      });
      return { data, message: saved[request.lang] };
    },
  );
};
