import { healthAnswerSchema, liveAnswerSchema } from '../health.ts';
import type { EndpointEntry } from './entry.ts';

/** The health checks (server/modules/health). */
export const healthEndpoints = {
  'GET /health': { response: healthAnswerSchema },
  'GET /health/live': { response: liveAnswerSchema },
  'GET /health/ready': { response: healthAnswerSchema },
} as const satisfies Record<string, EndpointEntry>;
