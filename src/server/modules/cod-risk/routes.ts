import type { FastifyPluginAsync } from 'fastify';
import { staffWrite } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import { codRiskOf } from './history.ts';
import { codRiskMessages as m } from './messages.ts';
import { recordCodOutcome } from './outcomes.ts';
import { readCodRiskSettings, saveCodRiskSettings } from './settings.ts';

/*
 * The console's part (decision 103): the order screen's risk panel and the parcel's outcome (orders
 * desk and admin), and the prepayment settings (admin).
 */
export const codRiskRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/orders/:id/cod-risk',
    {
      summary:
        'A COD order’s buyer: earlier COD orders by account, phone and address, and the phone’s validity',
      description:
        'Counts the COD orders placed before this one whose account, phone (E.164) or address (folded) is the same, with how many came back or were refused; 404 for no such order.',
    },
    async (request) => ({ data: await codRiskOf(app.db, request.params.id) }),
  );

  route(
    app,
    'PUT /staff/orders/:id/cod-risk/outcome',
    {
      summary: 'Records that a COD parcel came back or was refused at the door (null clears it)',
      description: '409 `not_cod` for an order not paid on delivery; 404 for no such order.',
    },
    async (request) => {
      const { id } = request.params;
      const outcome = request.body.outcome;
      await staffWrite(request, null, async (tx, record) => {
        const change = await recordCodOutcome(tx, id, outcome);
        await record({
          action: 'cod_outcome',
          entity: 'order',
          entityId: id,
          before: { outcome: change.before },
          after: { outcome: change.after },
        });
      });
      return { data: { order_id: id, outcome }, message: m.outcomeSaved[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/cod-risk/settings',
    { summary: 'The order amount above which, and the returns after which, a buyer must pay in advance' },
    async () => ({ data: await readCodRiskSettings(app.db) }),
  );

  route(
    app,
    'PUT /staff/cod-risk/settings',
    {
      summary: 'Changes when cash on delivery gives way to prepayment',
      description: 'Applies to quotes and orders from then on; a null turns its rule off.',
    },
    async (request) => {
      const before = await readCodRiskSettings(app.db);
      await staffWrite(request, null, async (tx, record) => {
        await saveCodRiskSettings(tx, request.body);
        await record({ action: 'update', entity: 'cod_risk_settings', before, after: { ...request.body } });
      });
      return { data: await readCodRiskSettings(app.db) };
    },
  );
};
