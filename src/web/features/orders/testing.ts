/* What other features' tests may put on screen of the orders: the page a paid checkout lands on. */
export { default as MyBooksPage } from './MyBooksPage.tsx';
