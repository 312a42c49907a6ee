import { bookParamsSchema } from '../catalog.ts';
import {
  checkoutAnswerSchema,
  checkoutQuerySchema,
  clientPdfBooksQuerySchema,
  createOrderBodySchema,
  orderAnswerSchema,
  orderDetailsQuerySchema,
  orderLinesAnswerSchema,
  orderParamsSchema,
  orderPlacedAnswerSchema,
  orderQuoteBodySchema,
  ordersAnswerSchema,
  ordersQuerySchema,
  paymentAnswerSchema,
  pdfOwnershipsAnswerSchema,
  sandboxChoiceParamsSchema,
  sandboxSessionParamsSchema,
  voucherAnswerSchema,
  webhookAnswerSchema,
  webhookParamsSchema,
} from '../orders.ts';
import { readingAnswerSchema, readingBodySchema } from '../reading.ts';
import { orderQuoteAnswerSchema } from '../shipping.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * A client's orders, checkout and card payments, owned PDFs and the in-shop reader
 * (server/modules/orders).
 */
export const ordersEndpoints = {
  // orders and owned PDFs
  'POST /orders': {
    auth: 'client',
    statuses: [200, 201],
    body: createOrderBodySchema,
    response: orderPlacedAnswerSchema,
  },
  'POST /orders/quote': { body: orderQuoteBodySchema, response: orderQuoteAnswerSchema },
  'GET /orders': { auth: 'client', query: ordersQuerySchema, response: ordersAnswerSchema },
  'GET /orders/:id': { auth: 'client', params: orderParamsSchema, response: orderAnswerSchema },
  'GET /order-details': { auth: 'client', query: orderDetailsQuerySchema, response: orderLinesAnswerSchema },
  'POST /orders/:id/cancel': { auth: 'client', params: orderParamsSchema, response: orderAnswerSchema },
  'POST /orders/:id/checkout': {
    auth: 'client',
    params: orderParamsSchema,
    query: checkoutQuerySchema,
    response: checkoutAnswerSchema,
  },
  'POST /orders/:id/voucher': { auth: 'client', params: orderParamsSchema, response: voucherAnswerSchema },
  'GET /orders/:id/payment': { auth: 'client', params: orderParamsSchema, response: paymentAnswerSchema },
  'GET /client-pdf-books': {
    auth: 'client',
    query: clientPdfBooksQuerySchema,
    response: pdfOwnershipsAnswerSchema,
  },
  'GET /books/:id/download': { auth: 'client', params: bookParamsSchema, file: 'application/pdf' },
  // the in-shop reader's copy and place (decision 058)
  'GET /books/:id/read': { auth: 'client', params: bookParamsSchema, file: 'application/pdf' },
  'GET /books/:id/reading': { auth: 'client', params: bookParamsSchema, response: readingAnswerSchema },
  'PUT /books/:id/reading': {
    auth: 'client',
    params: bookParamsSchema,
    body: readingBodySchema,
    response: readingAnswerSchema,
  },
  // card payments: the provider's signed notices, and the sandbox's own test page
  'POST /payments/webhook/:provider': { params: webhookParamsSchema, response: webhookAnswerSchema },
  'GET /payments/sandbox/checkout/:session': { params: sandboxSessionParamsSchema, file: 'text/html' },
  'POST /payments/sandbox/checkout/:session/:choice': { params: sandboxChoiceParamsSchema, redirect: true },
} as const satisfies Record<string, EndpointEntry>;
