import type { FastifyPluginAsync } from 'fastify';
import { catalogRoutes } from './catalog/routes.ts';
import { clientRoutes } from './clients/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { deviceRoutes } from './devices/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { staffRoutes } from './staff/routes.ts';

/** Every API module, each a Fastify plugin mounted under /api. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  catalogRoutes,
  clientRoutes,
  contentRoutes,
  referenceRoutes,
  ordersRoutes,
  deviceRoutes,
  staffRoutes,
];
