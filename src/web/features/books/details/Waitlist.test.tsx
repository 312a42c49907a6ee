import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import type { Recorded } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { findHeading, logIn, main, setUpDetailsPage } from './test-kit.ts';

/* Issue 28, points 4 and 5 on a book's page: 'Pre-order' with its release date, and 'tell me when it's out'. */

const openDetails = setUpDetailsPage();

const waitlistAnswer = (request: Recorded) =>
  request.path.endsWith('/waitlist')
    ? {
        status: request.body && (request.body as { email?: string }).email ? 200 : 201,
        body: { data: { state: 'confirm' }, message: 'Check your mail: follow the link we sent to confirm.' },
      }
    : undefined;

describe('a coming-soon book open for pre-order', () => {
  it.each([
    ['en', 'Book 21', 'Pre-order', 'This book comes out on March 3, 2027.'],
    ['ar', 'كتاب 21', 'اطلبه مسبقًا', 'يصدر هذا الكتاب في 3 مارس 2027.'],
  ] as const)(
    'says pre-order with its release date and sells it (%s)',
    async (lang, heading, label, when) => {
      languageStore.set(lang);
      await openDetails({
        book: bookFixture({
          id: 21,
          comming_soon: true,
          preorder_open: true,
          release_at: '2027-03-03T09:00:00.000Z',
          pdf_price: 3,
          hardcopy_price: 9,
          stock: 5,
        }),
      });
      await findHeading(heading);
      const notice = main().getByTestId('preorder');
      expect(notice).toHaveTextContent(label);
      expect(notice).toHaveTextContent(when);
      expect(main().queryByTestId('coming-soon')).toBeNull();
      expect(main().getByRole('button', { name: label })).toBeEnabled();
      expect(main().queryByTestId('waitlist')).toBeNull();
    },
  );
});

describe("tell me when it's out", () => {
  it('takes a visitor’s address on a coming-soon book', async () => {
    languageStore.set('en');
    const { api } = await openDetails({
      book: bookFixture({ id: 22, comming_soon: true, pdf_price: 3, hardcopy_price: 9 }),
      more: waitlistAnswer,
    });
    await findHeading('Book 22');
    const user = userEvent.setup();
    await user.type(await main().findByRole('textbox', { name: 'Your e-mail' }), 'reader@example.com');
    await user.click(main().getByRole('button', { name: 'Tell me' }));
    expect(await screen.findByText('Check your mail: follow the link we sent to confirm.')).toBeVisible();
    const sent = api.requests.find((request) => request.path === '/api/books/22/waitlist');
    expect(sent?.body).toEqual({ email: 'reader@example.com' });
  });

  it('asks a visitor for a valid address before sending', async () => {
    languageStore.set('en');
    const { api } = await openDetails({
      book: bookFixture({ id: 23, comming_soon: true }),
      more: waitlistAnswer,
    });
    await findHeading('Book 23');
    await userEvent.setup().click(await main().findByRole('button', { name: 'Tell me' }));
    expect(await main().findByRole('alert')).toBeVisible();
    expect(api.requests.some((request) => request.path.endsWith('/waitlist'))).toBe(false);
  });

  it('lets a signed-in reader join a sold-out book with one press', async () => {
    languageStore.set('ar');
    logIn();
    const { api } = await openDetails({
      book: bookFixture({ id: 24, pdf_price: 0, hardcopy_price: 9, stock: 0 }),
      more: waitlistAnswer,
    });
    await findHeading('كتاب 24');
    await userEvent.setup().click(await main().findByRole('button', { name: 'أخبرني حين يتوفر' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/api/books/24/waitlist')?.body).toEqual({}),
    );
  });

  it('is not offered on a book in stock', async () => {
    languageStore.set('en');
    await openDetails({ book: bookFixture({ id: 25, hardcopy_price: 9, stock: 3 }) });
    await findHeading('Book 25');
    expect(main().queryByTestId('waitlist')).toBeNull();
  });
});
