export { findStaffOrder, listStaffOrders } from './admin.ts';
export { markOrderPaid, staffSetOrderStatus } from './admin-write.ts';
export { downloadsOf, ownedBooksOf } from './client-library.ts';
export { orderExpiryJob } from './expiry.ts';
export { orderDocument, sendDocument } from './invoice.ts';
export { orderMessages } from './messages.ts';
export { bookWasOrdered } from './queries.ts';
export { ordersRoutes } from './routes.ts';
export { salesOverview, waitingOrders } from './sales.ts';
