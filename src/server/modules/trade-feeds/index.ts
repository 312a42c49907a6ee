/*
 * The catalogue sent to the trade (decision 087): an ONIX for Books 3.0 message for distributors,
 * retailers and library suppliers, and a Google Merchant feed of the printed books. The module has no tables: it reads the catalogue through the
 * catalog module and the house's name through invoicing.
 */
export { onixNightlyJob } from './nightly.ts';
export { tradeFeedRoutes } from './routes.ts';
