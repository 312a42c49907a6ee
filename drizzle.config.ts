import { defineConfig } from 'drizzle-kit';

/** One schema file per module that owns the tables (schema/index.ts re-exports them for the client). */
const schemaFiles = [
  'backoffice',
  'box-sets',
  'carriers',
  'catalog',
  'clients',
  'cod-confirmation',
  'cod-risk',
  'cod-remittance',
  'content',
  'coupons',
  'devices',
  'gifts',
  'invoicing',
  'library',
  'mail',
  'markets',
  'orders',
  'privacy',
  'rate-limits',
  'reference',
  'rights',
  'shipping',
  'staff',
  'zatca',
];

export default defineConfig({
  dialect: 'postgresql',
  schema: schemaFiles.map((name) => `./src/server/db/schema/${name}.ts`),
  out: './src/server/db/migrations',
});
