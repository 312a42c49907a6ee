export { bookWasOrdered } from './queries.ts';
export { ordersRoutes } from './routes.ts';
