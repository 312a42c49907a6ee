/* Pre-orders in the console: the panel of a book's page (the waiting-lists screen is a screen of its own). */
export { PreorderPanel } from './PreorderPanel.tsx';
