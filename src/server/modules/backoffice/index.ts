export { BulkRefused, bulkOutcome } from './bulk-report.ts';
export { chosenOrders } from './chosen-orders.ts';
export { listAnswer } from './list-answer.ts';
export { staffDigestJob } from './notification-digest.ts';
export { staffEventsFor } from './notifications.ts';
export { backofficeRoutes } from './routes.ts';
export { readSettings } from './settings.ts';
export { staffWrite } from './write.ts';
