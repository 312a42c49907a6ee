/* What tests outside the back office use of its test support. */

export { setUpStaffOrdersTest } from './test-orders.ts';
