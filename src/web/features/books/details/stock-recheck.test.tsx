import type { AddressInfo } from 'node:net';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { createBuyer, createReference, hardCopyBody, ordersApi } from '#server/modules/orders/testing.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { apiConfig } from '#web/api/client.ts';
import { cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { withMatchMedia } from '#web/test/media.ts';
import { renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import BookDetailsPage from '../BookDetailsPage.tsx';
import { findHeading, main } from './test-kit.ts';

/*
 * Add to cart against the real API, its answer cache on as in production: the stock is counted again
 * as the reader adds, and another reader's order placed since the page opened shows at once.
 */

let ctx: TestContext;
let previousBase: string;
let bookId: number;

withMatchMedia();
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  previousBase = apiConfig.base;
  apiConfig.base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api`;
  bookId = (await insertBook(ctx.app.db, { titleEn: 'Seasons of Migration', stock: 3 })).id;
});
afterAll(async () => {
  apiConfig.base = previousBase;
  await ctx?.close();
});
beforeEach(() => languageStore.set('en'));

const CartPage = () => <h1>cart page</h1>;

/** Another reader buys `quantity` printed copies of the book through the API. */
async function anotherReaderOrders(quantity: number) {
  const ref = await createReference(ctx.app.db);
  const buyer = await createBuyer(ctx.app.db, 'other-reader');
  const res = await ordersApi(ctx)('POST', '/orders', {
    token: buyer.token,
    body: hardCopyBody(ref, { books: [{ book_id: bookId, quantity, isHardCopy: true }] }),
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('add to cart counts the stock again', () => {
  it('refuses a quantity another reader’s order has taken since the page opened, then adds what is left', async () => {
    const user = userEvent.setup();
    renderPage(`/book-details/${bookId}`, { '/book-details/:id?': BookDetailsPage, '/cart-box': CartPage });
    await findHeading('Seasons of Migration');
    await user.click(main().getByRole('radio', { name: 'Hard copy' }));
    await user.selectOptions(main().getByRole('combobox', { name: 'Quantity' }), '3');

    await anotherReaderOrders(2);
    await user.click(main().getByRole('button', { name: 'Add to cart' }));
    expect(await findToast("Sorry, it's out of stock")).toBeInTheDocument();
    expect(cartStore.get()).toEqual([]);

    await user.selectOptions(main().getByRole('combobox', { name: 'Quantity' }), '1');
    await user.click(main().getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('heading', { name: 'cart page' })).toBeInTheDocument();
    expect(cartStore.get()).toEqual([{ book_id: bookId, quantity: 1, isHardCopy: true }]);
  });
});
