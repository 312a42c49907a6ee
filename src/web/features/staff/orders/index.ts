/* The console's orders area (orders, refunds, invoices, gifts, trace): what other areas use (the router reads screens.ts). */
export { ClientRefunds } from './ClientRefunds.tsx';
export { CodRiskSettingsPanel } from './cod/CodRiskSettingsPanel.tsx';
export { InvoiceSettingsPanel } from './invoices/InvoiceSettingsPanel.tsx';
export { OrderStatusBadge } from './parts.tsx';
