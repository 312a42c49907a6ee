import { z } from 'zod';
import { PASSWORD_LIMITS } from './client-limits.ts';
import { idParamSchema } from './content.ts';
import { requiredWhenMissing } from './fields.ts';

/* Data requests (decision 085): the reader's request to delete their account, and the console's list. */

/** How long the shop has to answer a data request (Saudi PDPL: 30 days). */
export const DATA_REQUEST_DAYS = 30;

/** `POST /profile/erasure`: the reader's password confirms the deletion. */
export const erasureBodySchema = z.object({
  password: z
    .string({ error: requiredWhenMissing })
    .min(1, { error: 'required', abort: true })
    .max(PASSWORD_LIMITS.max),
});

export const erasureAnswerSchema = z.object({
  data: z.object({ requested_at: z.string(), due_at: z.string() }),
  message: z.string(),
});

export const dataRequestParamsSchema = z.object({ id: idParamSchema });

/** Staff cancel a request with the reason kept beside it (a legal hold, a withdrawn request). */
export const cancelDataRequestBodySchema = z.object({
  note: z.string({ error: requiredWhenMissing }).trim().min(1, { error: 'required' }).max(1000),
});

export const dataRequestRowSchema = z.object({
  id: z.number(),
  kind: z.enum(['export', 'erasure']),
  state: z.enum(['open', 'done', 'cancelled']),
  client_id: z.number(),
  client_name: z.string(),
  client_email: z.string(),
  requested_at: z.string(),
  due_at: z.string(),
  done_at: z.string().nullable(),
  /** Whole days until the due date; negative once it passed. Null once the request is closed. */
  days_left: z.number().nullable(),
  overdue: z.boolean(),
  handled_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type DataRequestRow = z.infer<typeof dataRequestRowSchema>;

export const dataRequestsAnswerSchema = z.object({ data: z.array(dataRequestRowSchema) });
export const dataRequestSavedSchema = z.object({ data: dataRequestRowSchema, message: z.string() });
