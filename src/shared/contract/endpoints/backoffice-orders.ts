import { ORDER_ROLES } from '../staff.ts';
import {
  orderStatusBodySchema,
  staffOrderAnswerSchema,
  staffOrderParamsSchema,
  staffOrderSavedSchema,
  staffOrdersAnswerSchema,
  staffOrdersQuerySchema,
} from '../staff-orders.ts';
import {
  bulkOrdersAnswerSchema,
  bulkOrdersBodySchema,
  bulkTrackingBodySchema,
  ordersExportQuerySchema,
} from '../staff-orders-bulk.ts';
import {
  clientRefundsAnswerSchema,
  clientRefundsQuerySchema,
  orderNoteBodySchema,
  orderReturnBodySchema,
  partialRefundBodySchema,
} from '../staff-refunds.ts';
import { traceAnswerSchema, traceBodySchema } from '../staff-trace.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * The console's orders: the list, bulk actions, status, payment, refunds, returns, notes and the trace of
 * a leaked copy (server/modules/backoffice).
 */
export const backofficeOrdersEndpoints = {
  // orders and their bulk actions (admins and the orders role)
  'GET /staff/orders': {
    roles: ORDER_ROLES,
    query: staffOrdersQuerySchema,
    response: staffOrdersAnswerSchema,
  },
  'POST /staff/orders/bulk': {
    roles: ORDER_ROLES,
    body: bulkOrdersBodySchema,
    response: bulkOrdersAnswerSchema,
  },
  'POST /staff/orders/bulk/tracking': {
    roles: ORDER_ROLES,
    body: bulkTrackingBodySchema,
    response: bulkOrdersAnswerSchema,
  },
  'GET /staff/orders/export': { roles: ORDER_ROLES, query: ordersExportQuerySchema, file: 'text/csv' },
  'GET /staff/orders/:id': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    response: staffOrderAnswerSchema,
  },
  'POST /staff/orders/:id/status': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    body: orderStatusBodySchema,
    response: staffOrderSavedSchema,
  },
  'POST /staff/orders/:id/paid': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    response: staffOrderSavedSchema,
  },
  'POST /staff/orders/:id/refunds': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    body: partialRefundBodySchema,
    response: staffOrderSavedSchema,
  },
  'POST /staff/orders/:id/returns': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    body: orderReturnBodySchema,
    response: staffOrderSavedSchema,
  },
  'POST /staff/orders/:id/notes': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    body: orderNoteBodySchema,
    response: staffOrderSavedSchema,
  },
  'GET /staff/refunds': {
    roles: ORDER_ROLES,
    query: clientRefundsQuerySchema,
    response: clientRefundsAnswerSchema,
  },
  // a leaked copy traced to its buyer: a suspect PDF (multipart `file`) or a pasted passage (JSON)
  'POST /staff/trace': {
    roles: ORDER_ROLES,
    upload: true,
    body: traceBodySchema,
    response: traceAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
