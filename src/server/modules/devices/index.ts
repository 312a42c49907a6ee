export { notifyNewBook } from './notify.ts';
export { deviceRoutes } from './routes.ts';
