import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';

/* A move to another page takes the keyboard's place to the page's content, as a page load would. */

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const content = () => screen.getByRole('main');

describe('focus on a page change', () => {
  it('leaves the first page of a visit alone', async () => {
    renderApp('/');
    await heading('الرئيسية');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves to the new page’s content when the path changes', async () => {
    const { router } = renderApp('/');
    await heading('الرئيسية');
    const menuLink = screen.getAllByRole('link', { name: 'المكتبة' })[0];
    menuLink.focus();
    await router.navigate('/books');
    await heading('المكتبة');
    // The focus moves in an effect once the new page is on screen, which may come after its heading.
    await waitFor(() => expect(document.activeElement).toBe(content()));
  });

  it('stays where it is when only the search parameters change', async () => {
    const { router } = renderApp('/books');
    await heading('المكتبة');
    const menuLink = screen.getAllByRole('link', { name: 'الرئيسية' })[0];
    menuLink.focus();
    await router.navigate('/books?page=2');
    expect(document.activeElement).toBe(menuLink);
  });

  it('leaves the focus a page has put in its own content', async () => {
    const { router } = renderApp('/');
    await heading('الرئيسية');
    await router.navigate('/books');
    await heading('المكتبة');
    const inside = document.createElement('button');
    content().append(inside);
    inside.focus();
    await router.navigate('/links');
    await screen.findByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(inside);
    inside.remove();
  });
});
