import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { ownedStore } from '#web/state/owned.ts';
import { sessionActions } from '#web/state/session.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';

/* The local `owned` list (spec §3) on a browser the client has never used: filled from the server at login. */

/** What GET /client-pdf-books answers each client. */
const ownedBy: Record<string, number[]> = { 'Bearer huda': [1, 4], 'Bearer omar': [9] };

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
beforeEach(async () => {
  languageStore.set('en');
  api = await startApiServer((request) => {
    if (request.path !== '/api/client-pdf-books') return undefined;
    const ids = ownedBy[String(request.headers.authorization)] ?? [];
    return { body: { data: ids.map((book_id) => ({ book_id })) } };
  });
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('the owned list after login', () => {
  it('is filled from the server as soon as the client logs in on a new browser', async () => {
    renderApp('/');
    await screen.findAllByRole('navigation');
    expect(ownedStore.get()).toEqual([]);
    act(() => sessionActions.signIn({ id: 3, token: 'huda', name: 'Huda' }));
    await waitFor(() => expect(ownedStore.get()).toEqual([1, 4]));
    const asked = api?.requests.find((request) => request.path === '/api/client-pdf-books');
    expect(asked?.query.get('client_id')).toBe('3');
  });

  it('becomes the next client’s list when another client logs in on the same browser', async () => {
    localStorage.setItem('client', JSON.stringify({ id: 3, token: 'huda', name: 'Huda' }));
    renderApp('/');
    await waitFor(() => expect(ownedStore.get()).toEqual([1, 4]));
    act(() => sessionActions.signOut());
    act(() => sessionActions.signIn({ id: 5, token: 'omar', name: 'Omar' }));
    await waitFor(() => expect(ownedStore.get()).toEqual([9]));
  });
});
