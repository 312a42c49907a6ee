import {
  invoiceSettingsAnswerSchema,
  invoiceSettingsBodySchema,
  invoiceSettingsSavedSchema,
  staffInvoicesAnswerSchema,
  staffInvoicesCsvQuerySchema,
  staffInvoicesQuerySchema,
} from '../invoices.ts';
import { creditNoteParamsSchema, orderDocumentQuerySchema, orderParamsSchema } from '../orders.ts';
import { ADMIN_ROLES, ANY_STAFF, ORDER_ROLES } from '../staff.ts';
import { staffOrderParamsSchema } from '../staff-orders.ts';
import { bulkDocumentsBodySchema } from '../staff-orders-bulk.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * Invoices, credit notes, packing slips and the invoices' settings, for clients and staff
 * (server/modules/invoicing).
 */
export const invoicingEndpoints = {
  'GET /orders/:id/invoice': {
    auth: 'client',
    params: orderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /orders/:id/credit-note': {
    auth: 'client',
    params: orderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /orders/:id/credit-notes/:number': {
    auth: 'client',
    params: creditNoteParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'POST /staff/orders/documents': {
    roles: ORDER_ROLES,
    body: bulkDocumentsBodySchema,
    file: 'application/pdf',
  },
  'GET /staff/orders/:id/invoice': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /staff/orders/:id/credit-note': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /staff/orders/:id/credit-notes/:number': {
    roles: ORDER_ROLES,
    params: creditNoteParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /staff/invoices': {
    roles: ORDER_ROLES,
    query: staffInvoicesQuerySchema,
    response: staffInvoicesAnswerSchema,
  },
  'GET /staff/invoices.csv': { roles: ORDER_ROLES, query: staffInvoicesCsvQuerySchema, file: 'text/csv' },
  'GET /staff/orders/:id/packing-slip': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /staff/invoice-settings': { roles: ANY_STAFF, response: invoiceSettingsAnswerSchema },
  'PUT /staff/invoice-settings': {
    roles: ADMIN_ROLES,
    body: invoiceSettingsBodySchema,
    response: invoiceSettingsSavedSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
