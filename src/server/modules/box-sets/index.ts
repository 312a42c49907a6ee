/*
 * Box sets (decision 096): books sold together at a price of their own, printed or as PDFs. The module
 * keeps the box sets and their books, answers the shop's page and the console, and gives the orders
 * module what selling one needs; the orders keep what they sold.
 */

export { listPriceIn, soldIn } from './books.ts';
export { boxSetMessages, boxSetTexts } from './messages.ts';
export { boxSetsModule } from './routes.ts';
export { boxSetsForSale, type SaleBoxSet } from './sale.ts';
export { listedBoxSets, type SharedBoxSet, sharedBoxSet } from './share.ts';
