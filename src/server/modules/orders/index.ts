export { findStaffOrder, listStaffOrders } from './admin.ts';
export { orderAdminMessages } from './admin-messages.ts';
export { expireUnpaidOrders, markOrderPaid, staffSetOrderStatus } from './admin-write.ts';
export { orderExpiryJob } from './expiry.ts';
export { orderMessages } from './messages.ts';
export { bookWasOrdered } from './queries.ts';
export { ordersRoutes } from './routes.ts';
