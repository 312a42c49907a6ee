export { staffDigestJob } from './notification-digest.ts';
export { staffEventsFor } from './notifications.ts';
export { backofficeRoutes } from './routes.ts';
export { readSettings } from './settings.ts';
