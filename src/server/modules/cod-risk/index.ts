import type { FastifyPluginAsync } from 'fastify';
import { provideCodGate } from '#server/modules/orders/index.ts';
import { orderEvents } from '#server/services/order-events.ts';
import { codRefusal } from './gate.ts';
import { recordCodOutcome, rememberCodOrder } from './outcomes.ts';
import { codRiskRoutes } from './routes.ts';

/*
 * Cash-on-delivery risk (decision 103). Each COD order placed is kept under its buyer's keys (account,
 * phone in E.164, folded address); staff or the carriers' tracking record when its parcel comes back
 * or is refused. The console's order screen shows a COD buyer's earlier orders and their phone's
 * validity; an admin sets when a buyer must pay in advance, which orders ask before quoting or placing
 * a COD order. Orders never import this module.
 */

export const codRiskModule: FastifyPluginAsync = async (app) => {
  orderEvents.subscribe('cod-risk', {
    placed: async (tx, event) => {
      await rememberCodOrder(tx, event.order.id);
    },
    // A parcel the carrier brought back unpaid (the carriers' tracking, decision 101) counts against
    // its buyer as one staff record by hand.
    cancelled: async (tx, event) => {
      if (!event.note?.startsWith('tracking:returned:')) return;
      if (await rememberCodOrder(tx, event.order.id)) await recordCodOutcome(tx, event.order.id, 'returned');
    },
  });
  provideCodGate({ refusal: codRefusal });
  await app.register(codRiskRoutes);
};
