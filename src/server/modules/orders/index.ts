export { findStaffOrder, listStaffOrders } from './admin.ts';
// Carrier tracking (decision 101): a parcel's tracking steps move its order.
export { type CarrierMove, followCarrier } from './carrier-moves.ts';
export { chosenOrders } from './chosen-orders.ts';
export { orderDataOf } from './client-data.ts';
export {
  type CodGateRequest,
  type CodRefusal,
  cancelPendingOrder,
  codBuyerOf,
  codOrderOf,
  noteOrderHistory,
  provideCodGate,
  provideShippingHold,
  refuseHeldOrder,
} from './cod-hooks.ts';
export { billingOf, chargedOf, lockOrder, refundOf } from './document-facts.ts';
export { orderExpiryJob } from './expiry.ts';
export { clientOf, MINUTE_MS, perClient, privateNoStore } from './http.ts';
export { EXPIRED_NOTE } from './lifecycle.ts';
export { lineBooksOf, type OrderRefundRow, orderParcelOf, refundRowOf } from './mail-reads.ts';
export { orderMessages, statusNames, typeNames } from './messages.ts';
export { orderSubscribers } from './order-subscribers.ts';
export { type OwnedBooks, provideOwnedBooks } from './owned-books.ts';
export { preorderReleaseJob } from './preorder-job.ts';
export { releaseBook, releasedBookIds } from './preorders.ts';
export { COD_PAYMENT_CODE } from './price.ts';
export { bookWasOrdered, findClientOrder, unitPricesOf } from './queries.ts';
export { ordersRoutes } from './routes.ts';
export { pendingOrderCount, salesOverview, waitingOrders } from './sales.ts';
export { type OrderForShipment, orderForShipment, recordOrderShipment } from './shipment-facts.ts';
