import {
  giftAnswerSchema,
  giftClaimBodySchema,
  giftClaimedAnswerSchema,
  giftParamsSchema,
  giftsAnswerSchema,
  giftsQuerySchema,
  staffGiftAnswerSchema,
  staffGiftsAnswerSchema,
  staffGiftsQuerySchema,
} from '../gifts.ts';
import { ORDER_ROLES } from '../staff.ts';
import type { EndpointEntry } from './entry.ts';

/** Gifted books, for their buyer and for staff (decision 055; server/modules/gifts). */
export const giftsEndpoints = {
  'GET /gifts': { auth: 'client', query: giftsQuerySchema, response: giftsAnswerSchema },
  'POST /gifts/:id/resend': { auth: 'client', params: giftParamsSchema, response: giftAnswerSchema },
  'POST /gifts/claim': { auth: 'client', body: giftClaimBodySchema, response: giftClaimedAnswerSchema },
  'GET /staff/gifts': { roles: ORDER_ROLES, query: staffGiftsQuerySchema, response: staffGiftsAnswerSchema },
  'POST /staff/gifts/:id/resend': {
    roles: ORDER_ROLES,
    params: giftParamsSchema,
    response: staffGiftAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
