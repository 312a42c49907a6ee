import type { FastifyPluginAsync } from 'fastify';
import { codRemittanceRoutes } from './routes.ts';

/*
 * Cash-on-delivery remittances (decision 102): the carriers' statements of the cash they collected,
 * matched to the shipments by waybill, and the daily COD money expected, collected and outstanding.
 */

export const codRemittanceModule: FastifyPluginAsync = async (app) => {
  await app.register(codRemittanceRoutes);
};
