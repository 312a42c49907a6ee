import { deviceAnswerSchema, deviceBodySchema, vapidKeyAnswerSchema } from '../devices.ts';
import type { EndpointEntry } from './entry.ts';

/** Push devices (server/modules/devices). */
export const devicesEndpoints = {
  'GET /devices/vapid-public-key': { response: vapidKeyAnswerSchema },
  'POST /devices': { statuses: [200, 201], body: deviceBodySchema, response: deviceAnswerSchema },
} as const satisfies Record<string, EndpointEntry>;
