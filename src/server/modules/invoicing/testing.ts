/* What tests outside the invoicing module use of it. */

/** The module's tables, for tests that arrange or read rows directly. */
export { invoices } from '#server/db/schema/invoicing.ts';
