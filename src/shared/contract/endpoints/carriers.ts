import {
  bulkLabelsBodySchema,
  bulkShipmentsBodySchema,
  carriersAnswerSchema,
  createShipmentBodySchema,
  orderShipmentsAnswerSchema,
  parcelTrackingAnswerSchema,
  shipmentSavedSchema,
  zoneCarrierBodySchema,
  zoneCarrierSavedSchema,
  zoneParamsSchema,
} from '../carriers.ts';
import { orderParamsSchema } from '../orders.ts';
import { ADMIN_ROLES, ORDER_ROLES } from '../staff.ts';
import { staffOrderParamsSchema } from '../staff-orders.ts';
import { bulkOrdersAnswerSchema } from '../staff-orders-bulk.ts';
import type { EndpointEntry } from './entry.ts';

/** Carriers, zones' carriers, shipments and labels (decision 099; server/modules/carriers). */
export const carriersEndpoints = {
  // The buyer's parcel: carrier, waybill, public tracking page and steps (decision 101).
  'GET /orders/:id/tracking': {
    auth: 'client',
    params: orderParamsSchema,
    response: parcelTrackingAnswerSchema,
  },
  'GET /staff/carriers': { roles: ORDER_ROLES, response: carriersAnswerSchema },
  'PUT /staff/shipping-zones/:id/carrier': {
    roles: ADMIN_ROLES,
    params: zoneParamsSchema,
    body: zoneCarrierBodySchema,
    response: zoneCarrierSavedSchema,
  },
  'GET /staff/orders/:id/shipments': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    response: orderShipmentsAnswerSchema,
  },
  'POST /staff/orders/:id/shipments': {
    roles: ORDER_ROLES,
    statuses: [201],
    params: staffOrderParamsSchema,
    body: createShipmentBodySchema,
    response: shipmentSavedSchema,
  },
  'POST /staff/orders/:id/shipments/cancel': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    response: shipmentSavedSchema,
  },
  'GET /staff/orders/:id/label': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    file: 'application/pdf',
  },
  'POST /staff/orders/labels': { roles: ORDER_ROLES, body: bulkLabelsBodySchema, file: 'application/pdf' },
  'POST /staff/orders/shipments': {
    roles: ORDER_ROLES,
    body: bulkShipmentsBodySchema,
    response: bulkOrdersAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
