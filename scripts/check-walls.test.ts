import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWalls } from './check-walls.mjs';

const repository = path.resolve(import.meta.dirname, '..');

/** A small tree laid out like src/, each file importing what `files` says. */
function fixture(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'walls-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function breachesOf(files: Record<string, string>) {
  const root = fixture(files);
  roots.push(root);
  return checkWalls(root);
}

describe('the walls between modules', () => {
  it('holds in this repository', () => {
    expect(checkWalls(repository)).toEqual([]);
  });

  it("refuses a module that reads another module's tables", () => {
    expect(
      breachesOf({
        'src/server/modules/orders/create-order.ts':
          "import { books } from '#server/db/schema/catalog.ts';\n",
      }),
    ).toEqual([
      'src/server/modules/orders/create-order.ts:1 imports #server/db/schema/catalog.ts: module orders uses only its own tables (db/schema/orders.ts)',
    ]);
  });

  it("refuses a module that reaches into another module's internals, relative paths included", () => {
    expect(
      breachesOf({
        'src/server/modules/orders/pay.ts': "import { lock } from '../clients/service.ts';\n",
        'src/server/plugins/auth.ts': "\nimport { find } from '#server/modules/clients/sessions.ts';\n",
      }),
    ).toEqual([
      'src/server/modules/orders/pay.ts:1 imports ../clients/service.ts: module clients is reached only through its index.ts',
      'src/server/plugins/auth.ts:2 imports #server/modules/clients/sessions.ts: module clients is reached only through its index.ts',
    ]);
  });

  it('lets modules meet through their public surfaces, and tests through testing.ts', () => {
    expect(
      breachesOf({
        'src/server/modules/orders/pay.ts':
          "import { orders } from '#server/db/schema/orders.ts';\nimport { lockClient } from '#server/modules/clients/index.ts';\n",
        'src/server/modules/orders/pay.test.ts':
          "import { aBook } from '#server/modules/catalog/testing.ts';\n",
        'src/server/db/client.ts': "import * as schema from './schema/index.ts';\n",
      }),
    ).toEqual([]);
  });

  it("refuses a web feature that imports another feature's files, or the app", () => {
    expect(
      breachesOf({
        'src/web/features/books/BookCard.tsx': [
          "import { useAddToCart } from '#web/features/cart/useAddToCart.ts';",
          "import { addToCart } from '#web/features/cart/index.ts';",
          "const Page = lazy(() => import('#web/app/routes.tsx'));",
        ].join('\n'),
        'src/web/components/Price.tsx': "import { money } from '#web/features/cart/index.ts';\n",
      }),
    ).toEqual([
      'src/web/components/Price.tsx:1 imports #web/features/cart/index.ts: components, api, state and i18n never import features or the app',
      'src/web/features/books/BookCard.tsx:1 imports #web/features/cart/useAddToCart.ts: feature cart is reached only through its index.ts',
      'src/web/features/books/BookCard.tsx:3 imports #web/app/routes.tsx: features never import the app',
    ]);
  });

  it('refuses two features that import each other, even through their public surfaces', () => {
    expect(
      breachesOf({
        'src/web/features/books/BookCard.tsx':
          "import { useAddToCart } from '#web/features/cart/index.ts';\n",
        'src/web/features/cart/CartLine.tsx': "import { titleIn } from '#web/features/books/index.ts';\n",
        'src/web/features/cart/index.ts': "export { useAddToCart } from './useAddToCart.ts';\n",
      }),
    ).toEqual([
      'src/web/features/books → src/web/features/cart → src/web/features/books: rooms depend on each other in a cycle',
    ]);
  });

  it('keeps src/shared at the bottom and the server and the web apart', () => {
    expect(
      breachesOf({
        'src/shared/contract/books.ts': "import type { Db } from '#server/db/client.ts';\n",
        'src/web/api/client.ts': "import { config } from '#server/config.ts';\n",
        'src/web/features/staff/StaffPage.test.tsx':
          "import { createTestApp } from '#server/test/harness.ts';\n",
      }),
    ).toEqual([
      'src/shared/contract/books.ts:1 imports #server/db/client.ts: src/shared imports only src/shared',
      'src/web/api/client.ts:1 imports #server/config.ts: the web never imports the server',
    ]);
  });
});
