import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';
import { articleOf, pageOf } from './test-data.ts';

// Pages load lazily and the machine is shared: give the first render more than the default second.
configure({ asyncUtilTimeout: 5_000 });

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** Two pages of Kashkoul articles: page 1 holds articles 1 and 2, page 2 holds article 3. */
async function openKashkoul(path = '/alkashkoul') {
  api = await startApiServer((request) => {
    if (request.path !== '/api/new-articles') return undefined;
    const page = Number(request.query.get('page'));
    const articles = page === 2 ? [articleOf(3)] : [articleOf(1), articleOf(2)];
    return { body: pageOf(articles, page, 2, '/api/new-articles?pagination=1') };
  });
  renderApp(path);
}

const pageRequests = () =>
  api?.requests.filter((r) => r.path === '/api/new-articles').map((r) => r.query.toString());

describe('Kashkoul', { timeout: 20_000 }, () => {
  it('pages through the articles: previous disabled on page 1, next disabled on the last', async () => {
    const user = userEvent.setup();
    await openKashkoul();
    expect(await screen.findByRole('heading', { name: 'خبر 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'خبر 2' })).toBeInTheDocument();
    expect(pageRequests()).toEqual(['page=1&pagination=1']);

    const previous = screen.getByRole('button', { name: 'السابق' });
    const next = screen.getByRole('button', { name: 'التالي' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'خبر 3' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'خبر 1' })).not.toBeInTheDocument());
    expect(window.location.hash).toBe('#/alkashkoul?page=2');
    expect(pageRequests()).toEqual(['page=1&pagination=1', 'page=2&pagination=1']);
    expect(screen.getByRole('button', { name: 'التالي' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'السابق' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens at the page named in the URL', async () => {
    await openKashkoul('/alkashkoul?page=2');
    expect(await screen.findByRole('heading', { name: 'خبر 3' })).toBeInTheDocument();
    expect(pageRequests()).toEqual(['page=2&pagination=1']);
  });
});
