/* What the console's other parts use of its invoices area: the seller's settings form. */
export { InvoiceSettingsPanel } from './InvoiceSettingsPanel.tsx';
