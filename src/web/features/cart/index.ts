/* The cart's public surface: its lines priced against the catalogue and its layout, for the checkout. */
export {
  type CartLine,
  type CartSummary,
  cartLines,
  LINE_MAX,
  summarize,
  withBoxSets,
} from './cart-lines.ts';
export { besideSummary } from './layout.ts';
export { useCheckout } from './useCheckout.ts';
