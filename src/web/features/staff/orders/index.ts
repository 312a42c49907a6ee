/* What the console's other parts use of its orders area. */

export { ClientRefunds } from './ClientRefunds.tsx';
export { OrderStatusBadge } from './parts.tsx';
