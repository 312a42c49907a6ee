import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWalls } from './walls.mjs';

/** A small tree laid out like this repository, each file importing what `files` says. */
function fixture(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'walls-'));
  const imports = { '#shared/*': './src/shared/*', '#server/*': './src/server/*', '#web/*': './src/web/*' };
  for (const [file, text] of Object.entries({
    'package.json': JSON.stringify({ type: 'module', imports }),
    ...files,
  })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** Rooms that play by the rules: every breach below is one file added to these. */
const rooms = {
  'src/shared/money.ts': 'export const cents = 100;\n',
  'src/server/db/schema/catalog.ts': "export const books = pgTable('books', {});\n",
  'src/server/db/schema/orders.ts': "export const orders = pgTable('orders', {});\n",
  'src/server/db/schema/index.ts': "export * from './catalog.ts';\nexport * from './orders.ts';\n",
  'src/server/db/client.ts': "import * as schema from './schema/index.ts';\nexport const db = schema;\n",
  'src/server/modules/catalog/index.ts': "export { reserveStock } from './stock.ts';\n",
  'src/server/modules/catalog/stock.ts':
    "import { books } from '#server/db/schema/catalog.ts';\nexport const reserveStock = () => sql`UPDATE books SET stock = stock - 1`;\nexport { books };\n",
  'src/server/modules/catalog/testing.ts': "export { books } from '#server/db/schema/catalog.ts';\n",
  'src/server/modules/catalog/search-table.ts': "export const bookSearch = pgTable('book_search', {});\n",
  'src/server/modules/catalog/search.ts':
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template literal
    "const table = 'book_search';\nexport const find = () => sql`SELECT b.id FROM books b JOIN ${sql.identifier(table)} s ON s.book_id = b.id ORDER BY ${sql.raw('b.id')} DESC`;\n",

  'src/server/modules/clients/index.ts': "export { lockClient } from './service.ts';\n",
  'src/server/modules/clients/service.ts': 'export const lockClient = () => 1;\n',
  'src/server/modules/clients/sessions.ts': 'export const findSession = () => 1;\n',
  'src/server/modules/orders/index.ts': "export { pay } from './pay.ts';\n",
  'src/server/modules/orders/pay.ts':
    "import { orders } from '#server/db/schema/orders.ts';\nimport { reserveStock } from '#server/modules/catalog/index.ts';\nimport { lockClient } from '../clients/index.ts';\nexport const pay = () => [orders, reserveStock, lockClient];\n",
  'src/server/modules/orders/pay.test.ts':
    "import { books } from '#server/modules/catalog/testing.ts';\nimport { pay } from './pay.ts';\nexport const both = [books, pay];\n",
  'src/web/app/routes.tsx':
    "import { CartLine } from '#web/features/cart/index.ts';\nexport const pages = [CartLine, () => import('#web/features/cart/CartPage.tsx')];\n",
  'src/web/components/Price.tsx':
    "import { cents } from '#shared/money.ts';\nexport const Price = () => <b>{cents}</b>;\n",
  'src/web/features/cart/index.ts': "export { CartLine } from './CartLine.tsx';\n",
  'src/web/features/cart/CartLine.tsx':
    "import { Price } from '#web/components/Price.tsx';\nexport const CartLine = () => <Price />;\n",
  'src/web/features/cart/CartPage.tsx':
    "import { CartLine } from './CartLine.tsx';\nexport default CartLine;\n",
  'src/web/features/staff/screens.ts':
    "import { orderScreens } from './orders/screens.ts';\nexport const screens = [...orderScreens];\n",
  'src/web/features/staff/console/list.tsx': 'export const List = () => <ul />;\n',
  'src/web/features/staff/orders/screens.ts':
    "export const orderScreens = [() => import('./OrdersScreen.tsx'), () => import('./gifts/GiftsScreen.tsx')];\n",
  'src/web/features/staff/orders/index.ts': "export { StatusBadge } from './parts.tsx';\n",
  'src/web/features/staff/orders/parts.tsx': 'export const StatusBadge = () => <i />;\n',
  'src/web/features/staff/orders/OrdersScreen.tsx':
    "import { List } from '../console/list.tsx';\nexport default List;\n",
  'src/web/features/staff/orders/gifts/GiftsScreen.tsx':
    "import { List } from '../../console/list.tsx';\nimport { StatusBadge } from '../parts.tsx';\nexport default [List, StatusBadge];\n",
  'src/web/features/staff/people/clients/ClientScreen.tsx':
    "import { StatusBadge } from '../../orders/index.ts';\nexport default StatusBadge;\n",
  'e2e/orders.e2e.ts':
    "import { books } from '#server/modules/catalog/testing.ts';\nexport const rows = books;\n",
};

/** One breach of each wall, each in a file of its own. */
const breaches = {
  'src/shared/contract.ts': "import type { db } from '#server/db/client.ts';\nexport type Db = typeof db;\n",
  'src/server/app.ts': "import { Price } from '#web/components/Price.tsx';\nexport const app = Price;\n",
  'src/web/api/client.ts': "import { db } from '#server/db/client.ts';\nexport const client = db;\n",
  'src/server/modules/orders/refund.ts':
    "import { lockClient } from '#server/modules/clients/service.ts';\nexport const refund = lockClient;\n",
  'src/server/modules/orders/cancel.ts':
    "import { findSession } from '../../modules/clients/sessions.ts';\nexport const cancel = findSession;\n",
  'src/server/modules/orders/lines.ts':
    "import { books } from '#server/db/schema/catalog.ts';\nexport const lines = books;\n",
  'e2e/checkout.e2e.ts':
    "import { orders } from '#server/db/schema/index.ts';\nexport const rows = orders;\n",
  'bench/pay.ts': "import { pay } from '#server/modules/orders/pay.ts';\nexport const run = pay;\n",
  'src/server/services/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
  'src/server/services/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
  'src/server/modules/catalog/sales.ts':
    "import { pay } from '#server/modules/orders/index.ts';\nexport const sales = pay;\n",
  'src/web/components/Total.tsx':
    "import { CartLine } from '#web/features/cart/index.ts';\nexport const Total = CartLine;\n",
  'src/web/features/cart/Checkout.tsx': "export const Checkout = () => import('#web/app/routes.tsx');\n",
  'src/web/features/books/BookCard.tsx':
    "import { CartLine } from '#web/features/cart/CartLine.tsx';\nexport const BookCard = CartLine;\n",
  'src/web/features/staff/people/clients/ClientOrders.tsx':
    "import { StatusBadge } from '../../orders/parts.tsx';\nexport const ClientOrders = StatusBadge;\n",
  'src/web/features/staff/people/clients/ClientGifts.tsx':
    "import GiftsScreen from '../../orders/gifts/GiftsScreen.tsx';\nexport const ClientGifts = GiftsScreen;\n",
  'src/web/features/staff/people/clients/client-screens.ts':
    "import { orderScreens } from '#web/features/staff/orders/screens.ts';\nexport const screens = orderScreens;\n",
  'src/web/features/staff/people/index.ts':
    "export { default as ClientScreen } from './clients/ClientScreen.tsx';\n",
  'src/web/features/staff/orders/gifts/Giver.tsx':
    "import { ClientScreen } from '../../people/index.ts';\nexport const Giver = ClientScreen;\n",
  'src/web/features/staff/console/badge.tsx':
    "import { StatusBadge } from '../orders/index.ts';\nexport const Badge = StatusBadge;\n",
  'src/server/modules/catalog/parts.ts':
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template literal
    "const name = 'covers';\nexport const part = () => import(`./${name}.ts`);\n",
  'src/server/modules/catalog/expire.ts':
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template literal
    "export const expire = () => sql`UPDATE orders SET status = 'expired' WHERE id = ${1}`;\n",
  'src/server/modules/catalog/gifts-link.ts':
    "import { createRequire } from 'node:module';\nexport const gifts = createRequire(import.meta.url)('../orders/pay.ts');\n",
  'src/server/modules/catalog/gifts-require.ts':
    "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport const gifts = require('../orders/pay.ts');\n",
  'src/server/modules/catalog/expire-public.ts':
    "export const expire = () => sql`UPDATE public.orders SET status = 'expired'`;\n",
  'src/server/modules/catalog/expire-raw.ts':
    'const text = "UPDATE orders SET status = \'expired\'";\nexport const expire = () => sql.raw(text);\n',
  'src/server/modules/catalog/expire-identifier.ts':
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template literal
    "const table = sql.identifier('orders');\nexport const expire = () => sql`UPDATE ${table} SET status = 'expired'`;\n",
  'src/server/modules/catalog/orders-copy.ts':
    "const orders = pgTable('orders', {});\nexport const expire = (db) => db.update(orders).set({ status: 'expired' });\n",
  'src/server/modules/catalog/broken.ts': "export const broken = () => sql`SELECT 'open`;\n",
  'src/server/modules/orders/refund.test.ts': "vi.mock('#server/modules/clients/sessions.ts');\n",
  'src/server/modules/clients/missing.ts':
    "import { gone } from './gone.ts';\nexport const missing = gone;\n",
};

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

async function breachesOf(files: Record<string, string>) {
  const root = fixture(files);
  roots.push(root);
  return checkWalls(root);
}

describe('the walls between modules', () => {
  let found: string[];
  beforeAll(async () => {
    found = await breachesOf({ ...rooms, ...breaches });
  }, 120_000);

  /** The breaches reported for one file, as `rule: from → to`, without the rule's explanation. */
  const of = (file: string) =>
    found
      .filter((line) => line.includes(`: ${file} →`) || line.startsWith(`${file}:`))
      .map((line) => line.replace(/ \(.*\)$/, ''));

  it('let rooms that meet through their public files pass', async () => {
    expect(await breachesOf(rooms)).toEqual([]);
  }, 120_000);

  it('keep src/shared at the bottom and the server and the web apart, type imports included', () => {
    expect(of('src/shared/contract.ts')).toEqual([
      'shared-imports-only-shared: src/shared/contract.ts → src/server/db/client.ts',
    ]);
    expect(of('src/server/app.ts')).toEqual([
      'server-never-imports-web: src/server/app.ts → src/web/components/Price.tsx',
    ]);
    expect(of('src/web/api/client.ts')).toEqual([
      'web-never-imports-server: src/web/api/client.ts → src/server/db/client.ts',
    ]);
  });

  it("refuse a module that reaches into another module's files, by alias, relative path or mock", () => {
    expect(of('src/server/modules/orders/refund.ts')).toEqual([
      'module-internals: src/server/modules/orders/refund.ts → src/server/modules/clients/service.ts',
    ]);
    expect(of('src/server/modules/orders/cancel.ts')).toEqual([
      'module-internals: src/server/modules/orders/cancel.ts → src/server/modules/clients/sessions.ts',
    ]);
    expect(of('src/server/modules/orders/refund.test.ts')).toEqual([
      'module-internals-in-tests: src/server/modules/orders/refund.test.ts → src/server/modules/clients/sessions.ts',
    ]);
    expect(of('bench/pay.ts')).toEqual([
      'module-internals-from-outside-tests: bench/pay.ts → src/server/modules/orders/pay.ts',
    ]);
  });

  it("refuse another module's tables, and all tables outside the database layer", () => {
    expect(of('src/server/modules/orders/lines.ts')).toEqual([
      'own-tables-only: src/server/modules/orders/lines.ts → src/server/db/schema/catalog.ts',
    ]);
    expect(of('e2e/checkout.e2e.ts')).toEqual([
      'tables-in-modules-only: e2e/checkout.e2e.ts → src/server/db/schema/index.ts',
    ]);
  });

  it('refuse files, and rooms, that depend on each other round a cycle', () => {
    expect(of('src/server/services/a.ts')).toEqual([
      'no-cycle: src/server/services/a.ts → src/server/services/b.ts → src/server/services/a.ts',
    ]);
    expect(found).toContain(
      'no-room-cycle: src/server/modules/catalog → src/server/modules/orders → src/server/modules/catalog (no two rooms (modules, features, staff console areas) depend on each other)',
    );
  });

  it('keep the web in its layers and its features behind their index.ts', () => {
    expect(of('src/web/components/Total.tsx')).toEqual([
      'web-lower-layers-stay-below: src/web/components/Total.tsx → src/web/features/cart/index.ts',
    ]);
    expect(of('src/web/features/cart/Checkout.tsx')).toEqual([
      'features-never-import-app: src/web/features/cart/Checkout.tsx → src/web/app/routes.tsx',
    ]);
    expect(of('src/web/features/books/BookCard.tsx')).toEqual([
      'feature-internals: src/web/features/books/BookCard.tsx → src/web/features/cart/CartLine.tsx',
    ]);
  });

  it("keep the staff console's areas behind their index.ts (the router: their screens.ts), above the common parts", () => {
    expect(of('src/web/features/staff/people/clients/ClientOrders.tsx')).toEqual([
      'staff-area-internals: src/web/features/staff/people/clients/ClientOrders.tsx → src/web/features/staff/orders/parts.tsx',
    ]);
    expect(of('src/web/features/staff/people/clients/ClientGifts.tsx')).toEqual([
      'staff-area-internals: src/web/features/staff/people/clients/ClientGifts.tsx → src/web/features/staff/orders/gifts/GiftsScreen.tsx',
    ]);
    expect(of('src/web/features/staff/people/clients/client-screens.ts')).toEqual([
      'staff-area-internals: src/web/features/staff/people/clients/client-screens.ts → src/web/features/staff/orders/screens.ts',
    ]);
    expect(found).toContain(
      'no-room-cycle: src/web/features/staff/orders → src/web/features/staff/people → src/web/features/staff/orders (no two rooms (modules, features, staff console areas) depend on each other)',
    );
    expect(of('src/web/features/staff/console/badge.tsx')).toEqual([
      'staff-common-stays-below: src/web/features/staff/console/badge.tsx → src/web/features/staff/orders/index.ts',
    ]);
  });

  it('refuse an import() of a computed path, and an import that goes nowhere', () => {
    expect(of('src/server/modules/catalog/parts.ts')).toEqual([
      'src/server/modules/catalog/parts.ts:2 import() of a computed path: name the file, so the walls can follow it',
    ]);
    expect(of('src/server/modules/clients/missing.ts')).toEqual([
      'not-resolvable: src/server/modules/clients/missing.ts → ./gone.ts',
    ]);
  });

  it("refuse raw SQL that names another module's table", () => {
    expect(of('src/server/modules/catalog/expire.ts')).toEqual([
      'src/server/modules/catalog/expire.ts:1 raw SQL names orders, a table of orders: module catalog uses only its own tables',
    ]);
  });

  it('refuse the side doors: a renamed require, a schema-qualified name, SQL in a constant, sql.identifier(), a second declaration', () => {
    expect(of('src/server/modules/catalog/gifts-link.ts')).toEqual([
      'src/server/modules/catalog/gifts-link.ts:2 a require made by createRequire and called by another name: call it `require`, so the walls can follow it',
    ]);
    expect(of('src/server/modules/catalog/gifts-require.ts')).toEqual([
      'module-internals: src/server/modules/catalog/gifts-require.ts → src/server/modules/orders/pay.ts',
    ]);
    expect(of('src/server/modules/catalog/expire-public.ts')).toEqual([
      'src/server/modules/catalog/expire-public.ts:1 raw SQL names orders, a table of orders: module catalog uses only its own tables',
    ]);
    expect(of('src/server/modules/catalog/expire-raw.ts')).toEqual([
      'src/server/modules/catalog/expire-raw.ts:2 raw SQL names orders, a table of orders: module catalog uses only its own tables',
    ]);
    expect(of('src/server/modules/catalog/expire-identifier.ts')).toEqual([
      'src/server/modules/catalog/expire-identifier.ts:1 sql.identifier() names orders, a table of orders: module catalog uses only its own tables',
    ]);
    expect(of('src/server/modules/catalog/orders-copy.ts')).toEqual([
      'src/server/modules/catalog/orders-copy.ts:1 declares table orders, a table of orders: a table is declared by the one module that owns it',
    ]);
  });

  it('report SQL that PostgreSQL cannot read, rather than pass it', () => {
    expect(of('src/server/modules/catalog/broken.ts')).toEqual([
      'src/server/modules/catalog/broken.ts:1 SQL that PostgreSQL cannot read: unterminated quoted string at or near "\'open"',
    ]);
  });
});
