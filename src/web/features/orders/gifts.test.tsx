import type { AddressInfo } from 'node:net';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimToken, paidGift } from '#server/modules/gifts/testing.ts';
import {
  type Buyer,
  createBuyer,
  createReference,
  ordersApi,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { apiConfig } from '#web/api/client.ts';
import { setLanguage } from '#web/state/language.ts';
import { renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import GiftClaimPage from './GiftClaimPage.tsx';
import MyBooksPage from './MyBooksPage.tsx';
import MyGiftsPage from './MyGiftsPage.tsx';

/* My gifts and the claim page against the real API: where each gift stands, send again, claim once. */

const t = {} as TestContext;
const ref = {} as Reference;
let buyer: Buyer;
let previousBase = '';

beforeAll(async () => {
  Object.assign(t, await createTestApp({ publicUrl: 'https://books.example' }));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  previousBase = apiConfig.base;
  apiConfig.base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  Object.assign(ref, await createReference(t.app.db));
  buyer = await createBuyer(t.app.db, 'omar');
});

const signIn = (reader: Buyer) =>
  localStorage.setItem(
    'client',
    JSON.stringify({ id: reader.id, token: reader.token, name: 'reader', email: reader.email }),
  );

afterAll(async () => {
  apiConfig.base = previousBase;
  await t.close?.();
});

beforeEach(() => {
  localStorage.removeItem('client');
  setLanguage('ar');
});

describe('my gifts', () => {
  it('shows where each gift stands and sends one again, in Arabic', async () => {
    await paidGift(t, ordersApi(t), ref, buyer, { recipient_email: 'layla.mine@example.com' });
    signIn(buyer);
    renderPage('/my-gifts', { '/my-gifts': MyGiftsPage });
    expect(await screen.findByRole('heading', { level: 1, name: 'هداياي' })).toBeInTheDocument();
    const card = (await screen.findByText('layla.mine@example.com')).closest('article')!;
    expect(within(card).getByText('ديوان الهدايا')).toBeInTheDocument();
    expect(within(card).getByText('أُرسلت')).toBeInTheDocument();
    // Its name starts with the words it shows (axe's label-content-name-mismatch), then says to whom.
    const again = within(card).getByRole('button', { name: 'أرسلها مرة أخرى إلى layla.mine@example.com' });
    expect(again).toHaveTextContent('أرسلها مرة أخرى');
    await userEvent.click(again);
    await findToast('أُرسلت هديتك مرة أخرى برابط جديد');
  });
});

describe('claiming a gift from its mail', () => {
  it('asks a visitor to sign in or create an account first', async () => {
    setLanguage('en');
    renderPage('/gift/claim?token=abc', { '/gift/claim': GiftClaimPage });
    expect(
      await screen.findByText(
        'Someone has given you a book. Sign in, or create your account, to add it to your books.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '#/register');
  });

  it('gives the book to the signed-in reader once, and says so plainly the second time', async () => {
    setLanguage('en');
    const { to, book } = await paidGift(t, ordersApi(t), ref, buyer);
    const token = await claimToken(t.app.db, to);
    const reader = await createBuyer(t.app.db, 'layla');
    signIn(reader);
    const first = renderPage(`/gift/claim?token=${token}`, { '/gift/claim': GiftClaimPage });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim my book' }));
    expect(await screen.findByText('«Book of Gifts», from omar, is now in your books.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the book' })).toHaveAttribute(
      'href',
      `#/book-download?book_id=${book.id}`,
    );
    first.unmount();

    renderPage(`/gift/claim?token=${token}`, { '/gift/claim': GiftClaimPage });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim my book' }));
    const refusal = await screen.findByText(
      'This gift has already been claimed: a gift link can be used only once',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows the claimed book in My books as a gift, without what the giver paid', async () => {
    const { to } = await paidGift(t, ordersApi(t), ref, buyer);
    const token = await claimToken(t.app.db, to);
    const reader = await createBuyer(t.app.db, 'huda');
    signIn(reader);
    const claim = renderPage(`/gift/claim?token=${token}`, { '/gift/claim': GiftClaimPage });
    await userEvent.click(await screen.findByRole('button', { name: 'استلم كتابي' }));
    await screen.findByRole('link', { name: 'نزّل الكتاب' });
    claim.unmount();

    renderPage('/my-books', { '/my-books': MyBooksPage });
    const card = await screen.findByTestId('owned-book');
    expect(within(card).getByText('هدية')).toBeInTheDocument();
    expect(within(card).queryByText('السعر الأساسي')).toBeNull();
    expect(within(card).queryByText('المجموع')).toBeNull();
    expect(card.textContent).not.toMatch(/\$/);
  });
});
