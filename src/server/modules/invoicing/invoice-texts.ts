import { textsOf } from '#server/i18n/index.ts';

/** The words printed on invoices and packing slips. */
export const invoiceTexts = textsOf('ordersInvoice');
