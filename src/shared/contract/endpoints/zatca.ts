import { z } from 'zod';
import { ORDER_ROLES } from '../staff.ts';
import type { EndpointEntry } from './entry.ts';

/** A ZATCA phase 2 document by the number of its invoice or credit note. */
export const zatcaDocumentParamsSchema = z.object({
  number: z.string().regex(/^(INV|CN)-\d{4}-\d{6}$/),
});

/** ZATCA phase 2 documents (server/modules/zatca): the signed XML of an invoice or credit note. */
export const zatcaEndpoints = {
  'GET /staff/zatca/documents/:number': {
    roles: ORDER_ROLES,
    params: zatcaDocumentParamsSchema,
    file: 'application/xml',
  },
} as const satisfies Record<string, EndpointEntry>;
