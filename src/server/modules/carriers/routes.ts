import type { FastifyPluginAsync } from 'fastify';
import { staffWrite } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import { bulkOutcome } from '#server/services/bulk-report.ts';
import { createStorages } from '#server/services/storages.ts';
import { bookMany } from './bulk-booking.ts';
import { labelsPdf, sendPdf } from './labels.ts';
import { carrierTexts, carrierMessages as m } from './messages.ts';
import { offeredCarriers, presentCarriers } from './registry.ts';
import { bookShipment, type CarrierDeps, cancelShipment, liveLabel, orderShipments } from './shipments.ts';
import { setZoneCarrier, zoneCarriers } from './zone-carriers.ts';

/**
 * Parcels booked with carriers from the back office (admin, orders): the carriers and each zone's
 * carrier, an order's shipment booked, its label printed, cancelled, and many orders' labels as one
 * PDF. Each booking and cancelling is written in the order's history and the activity log.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const carrierRoutes: FastifyPluginAsync = async (app) => {
  const carriers = offeredCarriers(app.config.carriers);
  const deps: CarrierDeps = {
    db: app.db,
    carriers,
    files: createStorages(app.config).files,
    shipper: app.config.carriers.shipper,
  };

  route(
    app,
    'GET /staff/carriers',
    { summary: 'The carriers the shop has an account with, their services, and each zone’s carrier' },
    async () => ({ data: { carriers: presentCarriers(carriers), zones: await zoneCarriers(app.db) } }),
  );

  route(
    app,
    'PUT /staff/shipping-zones/:id/carrier',
    {
      summary: 'The carrier and service a zone’s parcels go with by default (admin); null takes it away',
      description: 'A carrier the shop has no account with, or a service it does not have, answers 422.',
    },
    async (request) => {
      const data = await staffWrite(request, null, async (tx, record) => {
        const { before, after } = await setZoneCarrier(tx, carriers, request.params.id, request.body);
        await record({
          action: 'carrier',
          entity: 'shipping_zone',
          entityId: request.params.id,
          before,
          after,
        });
        return after;
      });
      return { data, message: m.zoneSaved[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/orders/:id/shipments',
    {
      summary:
        'The order’s shipments, newest first, and what a new one would be (zone’s carrier, weight, cash)',
    },
    async (request) => ({
      data: { ...(await orderShipments(deps, request.params.id)), carriers: presentCarriers(carriers) },
    }),
  );

  route(
    app,
    'POST /staff/orders/:id/shipments',
    {
      summary: 'Book the order’s parcel with a carrier: its waybill becomes the order’s tracking number',
      description:
        'Carrier and service default to the zone’s; weight to the order’s books and packing; one piece. ' +
        'A COD order’s outstanding amount is collected; a Saudi address sends its short address. ' +
        '409 when the order is not a printed one being prepared or already has a shipment; the ' +
        'carrier’s refusal answers 422 `carrier_refused` with its words, an unreachable carrier 502.',
    },
    async (request, reply) => {
      const data = await bookShipment(deps, request, request.params.id, request.body);
      return reply.status(201).send({ data, message: carrierTexts.created(data.waybill)[request.lang] });
    },
  );

  route(
    app,
    'POST /staff/orders/:id/shipments/cancel',
    {
      summary: 'Cancel the order’s live shipment with its carrier; the order’s tracking number is cleared',
      description: '409 when there is none, or the order has shipped.',
    },
    async (request) => {
      const data = await cancelShipment(deps, request, request.params.id);
      return { data, message: carrierTexts.cancelled(data.waybill)[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/orders/:id/label',
    { summary: 'The label PDF of the order’s live shipment; 404 `no_shipment` without one' },
    async (request, reply) => {
      const { row, bytes } = await liveLabel(deps, request.params.id);
      return sendPdf(reply, `label-${row.orderId}-${row.waybill}.pdf`, bytes);
    },
  );

  route(
    app,
    'POST /staff/orders/labels',
    {
      summary: 'The labels of many orders as one PDF, in the order chosen',
      description:
        'An order without a live shipment refuses them all: 422 `bulk_refused` with `rows`, one per order.',
    },
    async (request, reply) =>
      bulkOutcome(request, reply, 'orders', async () => {
        const bytes = await labelsPdf(deps, request.body);
        return sendPdf(reply, `labels-${new Date().toISOString().slice(0, 10)}.pdf`, bytes);
      }),
  );

  route(
    app,
    'POST /staff/orders/shipments',
    {
      summary: 'Book the chosen orders’ parcels with their zones’ carriers, one after the other',
      description:
        'At most 100 orders a call. Each order stands alone (a carrier’s booking is not rolled back): ' +
        'the report says which were booked, which already were, and why the others were not.',
    },
    async (request) => bookMany(deps, request, request.body),
  );
};
