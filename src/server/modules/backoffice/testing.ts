/* What tests outside the back office use of its test support. */

/** The module's tables, for tests that arrange or read rows directly. */
export { staffActivity } from '#server/db/schema/backoffice.ts';
export { setUpStaffOrdersTest } from './test-orders.ts';
