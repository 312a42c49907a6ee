/* What other features' tests may put on screen of the orders: the pages a checkout lands on. */
export { default as MyBooksPage } from './MyBooksPage.tsx';
/** The order's page, where a reference to pay at an outlet is shown. */
export { default as OrderDetailsPage } from './OrderDetailsPage.tsx';
