/* What the console's other parts use of its orders area. */
export { OrderStatusBadge } from './parts.tsx';
