/* What tests outside the orders module use of its fixtures. */

/** The module's tables, for tests that arrange or read rows directly. */
export { orderAddresses, orders } from '#server/db/schema/orders.ts';
export { expireUnpaidOrders } from './admin-write.ts';
export {
  api as ordersApi,
  type Buyer,
  createBook,
  createBuyer,
  createPdfOwner,
  createReference,
  digitalBody,
  handOver,
  hardCopyBody,
  payInSandbox,
  pdfPageTexts,
  type Reference,
  samplePdf,
  setUpOrdersTest,
  stockOf,
} from './fixtures.ts';
export { setOrderStatus } from './lifecycle.ts';
export { setUpStaffOrdersTest } from './test-staff-orders.ts';
