export { notifyNewBook } from './notify.ts';
export { loadVapid } from './push-keys.ts';
export { deviceRoutes } from './routes.ts';
