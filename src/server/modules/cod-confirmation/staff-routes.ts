import type { FastifyPluginAsync } from 'fastify';
import { staffWrite } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import { confirmByPhone } from './decide.ts';
import { codMessages as m } from './messages.ts';
import { readCodSettings, saveCodSettings } from './settings.ts';
import { waitingOrders } from './waiting.ts';

/*
 * The orders desk's part (decision 097, admin and orders): the orders awaiting confirmation, 'confirmed
 * by phone' (the order's history names who called), and the settings: the hours a buyer has and the
 * markets that ask at all.
 */
export const codStaffRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/cod-confirmations',
    {
      summary: 'Cash-on-delivery orders awaiting their buyer’s confirmation, the nearest deadline first',
    },
    async (request) => listAnswer(request, await waitingOrders(app.db, request.query)),
  );

  route(
    app,
    'POST /staff/cod-confirmations/:id/confirm',
    {
      summary: 'Confirms an order after calling its buyer; the history names the member who called',
      description:
        '409 once the order is confirmed, cancelled or expired; 404 for an order that never awaited confirmation.',
    },
    async (request) => {
      const { id } = request.params;
      const data = await staffWrite(request, null, async (tx, record) => {
        const confirmed = await confirmByPhone(tx, id, request.staff!.id);
        await record({
          action: 'cod_confirmed',
          entity: 'order',
          entityId: id,
          before: { confirmation: 'awaiting' },
          after: { confirmation: 'confirmed', by: 'phone' },
        });
        return confirmed;
      });
      return { data, message: m.staffConfirmed[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/cod-confirmations/settings',
    { summary: 'The hours a COD buyer has to confirm, and the markets whose orders wait for it' },
    async () => ({ data: await readCodSettings(app.db, app.config.codConfirmation) }),
  );

  route(
    app,
    'PUT /staff/cod-confirmations/settings',
    {
      summary: 'Changes the hours a COD buyer has to confirm, or whether a market asks for it',
      description: 'Applies to orders placed from then on. A market is the country the parcel goes to.',
    },
    async (request) => {
      const before = await readCodSettings(app.db, app.config.codConfirmation);
      await staffWrite(request, null, async (tx, record) => {
        await saveCodSettings(tx, request.body);
        await record({
          action: 'update',
          entity: 'cod_settings',
          before: { expiry_hours: before.expiry_hours, markets: before.markets },
          after: { ...request.body },
        });
      });
      return { data: await readCodSettings(app.db, app.config.codConfirmation) };
    },
  );
};
