import { act, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxSetCartStore, cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';

/* The header's cart count: the cart's lines, a box set one of them (decision 096). */

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

describe("the header's cart count", () => {
  it('counts a box set in the cart as one line beside the books, in Arabic', async () => {
    renderApp('/');
    await screen.findByRole('link', { name: 'سلة التسوق' });
    act(() => {
      boxSetCartStore.set([{ box_set_id: 5, quantity: 2, isHardCopy: true }]);
    });
    expect(within(screen.getByRole('link', { name: 'سلة التسوق: 1' })).getByText('1')).toBeInTheDocument();
    act(() => {
      cartStore.set([
        { book_id: 1, quantity: 1, isHardCopy: true },
        { book_id: 2, quantity: 3, isHardCopy: true },
      ]);
      boxSetCartStore.set([
        { box_set_id: 5, quantity: 2, isHardCopy: true },
        { box_set_id: 6, quantity: 1, isHardCopy: true },
      ]);
    });
    expect(within(screen.getByRole('link', { name: 'سلة التسوق: 4' })).getByText('4')).toBeInTheDocument();
    act(() => {
      boxSetCartStore.set([]);
    });
    expect(screen.getByRole('link', { name: 'سلة التسوق: 2' })).toHaveAttribute('href', '#/cart-box');
  });

  it('says it in English, and holds no box set stored in a shape it does not know', async () => {
    languageStore.set('en');
    localStorage.setItem('box-set-cart', JSON.stringify([{ box_set_id: 5, quantity: 1, isHardCopy: false }]));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Cart: 1' })).toHaveAttribute('href', '#/cart-box');
    act(() => {
      boxSetCartStore.set([]);
      localStorage.setItem('box-set-cart', '[{"box_set_id":0,"quantity":1,"isHardCopy":true}]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'box-set-cart' }));
    });
    expect(await screen.findByRole('link', { name: 'Cart' })).toHaveTextContent(/^$/);
  });
});
