export { contentRoutes } from './routes.ts';
export { contentOverview } from './overview.ts';
