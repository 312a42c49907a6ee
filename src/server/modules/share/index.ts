export { shareRoutes } from './routes.ts';
