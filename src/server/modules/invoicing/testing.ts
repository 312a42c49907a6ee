/* What tests outside the invoicing module use of it. */

import type { Db } from '#server/db/client.ts';
import { issueInvoice } from './invoice-numbers.ts';

/** The module's tables, for tests that arrange or read rows directly. */
export { invoices } from '#server/db/schema/invoicing.ts';
/** The Saudi shop of the invoicing tests, for the tests of what follows its documents. */
export { saudiSeller, setUpSaudiShop } from './test-saudi-shop.ts';

/**
 * Issues the order's invoice now, as the rule before decision 089 did when a printed order was
 * placed: the orders invoiced that way are still in the shop's database.
 */
export const invoiceAsOnceWhenPlaced = (db: Db, orderId: number) =>
  db.transaction((tx) => issueInvoice(tx, orderId));
