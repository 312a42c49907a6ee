export { ordersRoutes } from './routes.ts';
