export { clientRoutes } from './routes.ts';
export { lockClient } from './service.ts';
