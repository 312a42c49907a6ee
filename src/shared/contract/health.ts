import { z } from 'zod';

/** GET /health and GET /health/ready: the shop can serve (database, migrations, storage). */
export const healthAnswerSchema = z.object({ status: z.literal('ok'), database: z.string() });

/** GET /health/live: the process answers; nothing else is checked. */
export const liveAnswerSchema = z.object({ status: z.literal('ok') });
