import {
  codSummaryAnswerSchema,
  codSummaryCsvQuerySchema,
  codSummaryQuerySchema,
  remittanceImportedSchema,
  remittanceQuerySchema,
} from '../cod-remittance.ts';
import { ORDER_ROLES } from '../staff.ts';
import type { EndpointEntry } from './entry.ts';

/** Carriers' COD remittance statements and the daily COD money (decision 102; server/modules/cod-remittance). */
export const codRemittanceEndpoints = {
  'POST /staff/cod-remittances': {
    roles: ORDER_ROLES,
    statuses: [201],
    query: remittanceQuerySchema,
    upload: true,
    response: remittanceImportedSchema,
  },
  'GET /staff/cod-remittances/summary': {
    roles: ORDER_ROLES,
    query: codSummaryQuerySchema,
    response: codSummaryAnswerSchema,
  },
  'GET /staff/cod-remittances/summary.csv': {
    roles: ORDER_ROLES,
    query: codSummaryCsvQuerySchema,
    file: 'text/csv',
  },
} as const satisfies Record<string, EndpointEntry>;
