/* Every table, for the database client and the seed; a module imports only its own file. */

export * from './backoffice.ts';
export * from './box-sets.ts';
export * from './carriers.ts';
export * from './catalog.ts';
export * from './clients.ts';
export * from './cod-confirmation.ts';
export * from './cod-remittance.ts';
export * from './cod-risk.ts';
export * from './content.ts';
export * from './coupons.ts';
export * from './devices.ts';
export * from './gifts.ts';
export * from './invoicing.ts';
export * from './library.ts';
export * from './mail.ts';
export * from './markets.ts';
export * from './orders.ts';
export * from './privacy.ts';
export * from './rate-limits.ts';
export * from './reference.ts';
export * from './rights.ts';
export * from './shipping.ts';
export * from './staff.ts';
export * from './zatca.ts';
