import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { readTrackingCsv } from '#server/modules/shipping/index.ts';
import { type RecordActivity, staffWrite } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import {
  BulkRefused,
  bulkOutcome,
  doneAnswer,
  type ReportRow,
  refusalOf,
  validationError,
} from '#server/services/bulk-report.ts';
import { paymentsFor } from '#server/services/payments/index.ts';
import type { StaffOrdersQuery } from '#shared/contract/staff-orders.ts';
import { BULK_ORDERS_MAX, type BulkOrderAction } from '#shared/contract/staff-orders-bulk.ts';
import { markOrderPaid, staffSetOrderStatus } from './admin-write.ts';
import { chosenOrders } from './chosen-orders.ts';
import { allAwaitingConfirmation, withoutHeldOrders } from './cod-hooks.ts';
import { ordersCsv } from './export.ts';
import { gatewayOfOrder } from './order-gateway.ts';
import { ordersAdminMessages as m } from './staff-messages.ts';

/**
 * Many orders at once (admin, orders): moved to processing or shipped, shipped with tracking numbers
 * from CSV, cash on delivery marked received, and the list exported as CSV (their packing slips or
 * invoices as one PDF are the invoicing module's). Every change goes through the single order's own function (stock, mails,
 * invoices as there), all in one transaction: one refused order and none changes (422, a row per order).
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const ordersBulkRoutes: FastifyPluginAsync = async (app) => {
  const payments = paymentsFor(app.config);

  type Step = { id: number; action: BulkOrderAction; carrier?: string; tracking?: string };

  /** One order's change as its own route makes it, in a savepoint; its refusal when it is refused. */
  async function apply(
    request: FastifyRequest,
    tx: Db,
    record: RecordActivity,
    step: Step,
  ): Promise<ReportRow> {
    const staffId = request.staff!.id;
    try {
      return await tx.transaction(async (inner) => {
        if (step.action === 'paid') {
          const paid = await markOrderPaid(inner, step.id, staffId);
          await record({
            action: 'paid',
            entity: 'order',
            entityId: step.id,
            before: { paid_at: null },
            after: { paid_at: paid.paidAt.toISOString(), bulk: true },
          });
          return { id: step.id, refusal: null, done: m.paid };
        }
        const moved = await staffSetOrderStatus(
          inner,
          step.id,
          staffId,
          { status: step.action, carrier: step.carrier, tracking_number: step.tracking || undefined },
          { publicUrl: app.config.publicUrl, provider: await gatewayOfOrder(inner, payments, step.id) },
        );
        await record({
          action: 'status',
          entity: 'order',
          entityId: step.id,
          before: { status: moved.from },
          after: {
            status: moved.to,
            ...(step.action === 'shipped'
              ? { carrier: step.carrier?.trim() ?? null, tracking_number: step.tracking?.trim() || null }
              : {}),
            bulk: true,
          },
        });
        return { id: step.id, refusal: null, done: m.moved[step.action] };
      });
    } catch (error) {
      return { id: step.id, refusal: refusalOf(error) };
    }
  }

  /** Every step in one transaction; any refusal rolls all of them back (BulkRefused). */
  async function applyAll(
    request: FastifyRequest,
    steps: (Step & { line?: number; refusal?: ReportRow['refusal'] })[],
  ) {
    return staffWrite(request, null, async (tx, record) => {
      const rows: ReportRow[] = [];
      for (const step of steps) {
        const line = step.line === undefined ? {} : { line: step.line };
        if (step.refusal) rows.push({ id: step.id > 0 ? step.id : null, ...line, refusal: step.refusal });
        // Once a row is refused nothing will be kept: the others are only checked, in their savepoints.
        else rows.push({ ...(await apply(request, tx, record, step)), ...line });
      }
      if (rows.some((row) => row.refusal !== null)) throw new BulkRefused(rows);
      return rows;
    });
  }

  route(
    app,
    'POST /staff/orders/bulk',
    {
      summary: 'Move many orders to processing or shipped, or mark their cash received: all or nothing',
      description:
        `\`ids\` (at most ${BULK_ORDERS_MAX}) or \`filter\` (the list's filters; 422 when more than ` +
        `${BULK_ORDERS_MAX} orders match). \`shipped\` needs \`carrier\`, given to every order. Each order ` +
        'changes as its own route would change it (stock, mails, invoices) and leaves one activity row; ' +
        'one refused order and none changes: 422 `bulk_refused` with `rows`, one per order.',
    },
    async (request, reply) =>
      bulkOutcome(request, reply, 'orders', async () => {
        const { action, carrier } = request.body;
        if (action !== 'shipped' && carrier !== undefined)
          throw validationError('carrier', m.onlyWhenShipping);
        const chosen = await chosenOrders(app.db, request.body);
        // The list's filter leaves out the COD orders still waiting for their buyer's yes (decision
        // 097); named by id, such an order is refused as on its own.
        const ids =
          request.body.filter && action !== 'paid' ? await withoutHeldOrders(app.db, chosen) : chosen;
        if (ids.length === 0) throw validationError('filter', allAwaitingConfirmation);
        const rows = await applyAll(
          request,
          ids.map((id) => ({ id, action, carrier })),
        );
        return doneAnswer(request, rows, 'orders');
      }),
  );

  route(
    app,
    'POST /staff/orders/bulk/tracking',
    {
      summary: 'Ship many orders from CSV lines of order number, carrier and tracking number: all or nothing',
      description:
        'Commas, semicolons or tabs; a first line of column names is skipped. Every line needs an order ' +
        'number and a carrier; the tracking number is optional. A bad line refuses all of them: 422 ' +
        '`bulk_refused` with `rows`, one per line (with its `line`).',
    },
    async (request, reply) =>
      bulkOutcome(request, reply, 'orders', async () => {
        const lines = readTrackingCsv(request.body.csv);
        const rows = await applyAll(
          request,
          lines.map((line) => ({
            id: line.id ?? 0,
            line: line.line,
            action: 'shipped' as const,
            carrier: line.carrier,
            tracking: line.tracking,
            refusal: line.refusal,
          })),
        );
        return doneAnswer(request, rows, 'orders');
      }),
  );

  route(
    app,
    'GET /staff/orders/export',
    {
      summary: 'The orders the list’s filters keep as CSV (UTF-8 with BOM), one row per order or per line',
      description:
        '`lines=1`: one row per order line. Headers in `lang` or the request’s language. Streamed a batch ' +
        "at a time; texts a spreadsheet would run as a formula start with `'`.",
    },
    async (request, reply) => {
      const { lines, lang, ...filter } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      const name = lines === '1' ? 'order-lines' : 'orders';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
        .send(
          Readable.from(
            ordersCsv(app.db, filter as StaffOrdersQuery, {
              lines: lines === '1',
              lang: lang ?? request.lang,
            }),
          ),
        );
    },
  );
};
