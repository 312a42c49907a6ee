import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { i18n } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* Issue 28, point 7: a book's pre-order and the waiting lists in the console, against the real API. */

const t = setUpConsoleApi();
afterEach(() => vi.restoreAllMocks());

let readers = 0;
/** A signed-in reader presses 'tell me when it's out' on the book. */
async function joinWaitlist(bookId: number) {
  readers += 1;
  const row = await insertClient(t.database.db, { name: 'Sara', email: `waiting-${readers}@example.com` });
  const token = await issueSession(t.database.db, row.id, { remember: false });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/books/${bookId}/waitlist`,
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the waiting lists screen', () => {
  it('lists the books readers wait for, most waited-for first, in Arabic', async () => {
    const many = await insertBook(t.database.db, { stock: 0, titleAr: 'كتاب منتظر', titleEn: 'Awaited' });
    const few = await insertBook(t.database.db, {
      comingSoon: true,
      titleAr: 'كتاب قادم',
      titleEn: 'Coming',
    });
    await joinWaitlist(many.id);
    await joinWaitlist(many.id);
    await joinWaitlist(few.id);
    await signedInAs(t, 'editor');
    consolePage('/staff/waitlists');
    expect(await screen.findByRole('heading', { level: 1, name: 'قوائم الانتظار' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'قوائم الانتظار' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('كتاب منتظر');
    expect(first).toHaveTextContent('نفدت الكمية');
    expect(second).toHaveTextContent('كتاب قادم');
    expect(second).toHaveTextContent('قريبًا');
  });

  it('is not in the nav of an orders member', async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff');
    await screen.findByRole('navigation', { name: /.+/ });
    expect(screen.queryByRole('link', { name: 'قوائم الانتظار' })).toBeNull();
  });
});

describe('a book’s pre-order', () => {
  it('opens the pre-order with a release date and releases the book, in English', async () => {
    languageStore.set('en');
    await act(() => i18n.changeLanguage('en'));
    const book = await insertBook(t.database.db, { comingSoon: true, titleEn: 'Soon' });
    await signedInAs(t, 'editor');
    consolePage(`/staff/books/${book.id}`);
    const panel = await screen.findByRole('region', { name: 'Pre-order' });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('checkbox', { name: 'Open for pre-order' }));
    await user.click(within(panel).getByRole('button', { name: 'Save pre-order' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Give the release date to open the pre-order.',
    );

    const next = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const local = new Date(next.getTime() - next.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await user.type(within(panel).getByLabelText(/Release date/), local);
    await user.click(within(panel).getByRole('button', { name: 'Save pre-order' }));
    expect(await findToast('Pre-order settings saved.')).toBeInTheDocument();

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(panel).getByRole('button', { name: 'Release now' }));
    expect(await findToast('The book is out: 0 pre-orders delivered.')).toBeInTheDocument();
    languageStore.set('ar');
    await act(() => i18n.changeLanguage('ar'));
  });
});
