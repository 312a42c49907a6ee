import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { ownedStore } from '#web/state/owned.ts';
import { type Recorded, type Reply, startApiServer } from '#web/test/api-server.ts';
import { orderFixture, orderLineFixture, paginated } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import BookDownloadPage from './BookDownloadPage.tsx';
import MyBooksPage from './MyBooksPage.tsx';
import MyOrdersPage from './MyOrdersPage.tsx';
import OrderDetailsPage from './OrderDetailsPage.tsx';

const pages = {
  '/my-orders': MyOrdersPage,
  '/order-details': OrderDetailsPage,
  '/my-books': MyBooksPage,
  '/book-download': BookDownloadPage,
};

const paperOrder = orderFixture({ id: 41, note: 'Please ring twice', net_price: 0.3, books_quantity: 3 });
const digitalOrder = orderFixture({
  id: 42,
  status: 'paid',
  order_status_name: 'مدفوع',
  is_hard_copy: false,
  type: 'digital',
  payment_type_name: 'Credit card',
  paid_at: '2025-03-02T10:05:00.000Z',
  invoice_number: 'INV-2025-000012',
  order_billing_shipping: null,
});
const ownedPdf = {
  id: 5,
  client_id: 3,
  book_id: 1,
  order_id: 42,
  date: '2025-03-02T10:00:00.000Z',
  book: orderLineFixture({ id: 9, book_id: 1 }).book,
  price: 3.99,
  quantity: 1,
  total_price: 3.99,
  type: 'digital',
  type_name: 'Digital',
};

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
async function serve(extra: (request: Recorded) => Reply | undefined = () => undefined) {
  api = await startApiServer((request) => {
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /api/orders') return { body: paginated([paperOrder, digitalOrder], 2) };
    if (route === 'GET /api/orders/41') return { body: { data: paperOrder } };
    if (route === 'GET /api/order-details')
      return {
        body: { data: [orderLineFixture({ id: 1, book_id: 1, quantity: 3, price: 0.1, total_price: 0.3 })] },
      };
    if (route === 'GET /api/client-pdf-books') return { body: paginated([ownedPdf]) };
    return extra(request);
  });
}

beforeEach(() => {
  languageStore.set('en');
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('my orders (/my-orders)', () => {
  it('shows a card per order: number, total in dollars, quantity, date, status, type, payment, note and details link', async () => {
    await serve();
    renderPage('/my-orders', pages);
    const cards = await screen.findAllByTestId('order-card', {});
    expect(cards).toHaveLength(2);
    const paper = within(cards[0]);
    expect(paper.getByRole('heading', { name: 'Order #41' })).toBeInTheDocument();
    expect(paper.getByText('$0.30')).toBeInTheDocument();
    expect(paper.getByText('3')).toBeInTheDocument();
    expect(paper.getByText('March 2, 2025')).toBeInTheDocument();
    expect(paper.getByText('Pending')).toBeInTheDocument();
    expect(paper.getByText('Paper')).toBeInTheDocument();
    expect(paper.getByText('Cash on delivery')).toBeInTheDocument();
    expect(paper.getByText('Please ring twice')).toBeInTheDocument();
    expect(paper.getByRole('link', { name: 'Order details' })).toHaveAttribute(
      'href',
      '#/order-details?id=41',
    );
    // Status and type names follow the page's language, whatever the answer carried.
    expect(within(cards[1]).getByText('Paid')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Digital')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows a pre-order with its book’s release date, in English and in Arabic', async () => {
    const line = orderLineFixture({ id: 7, book_id: 4, type: 'digital' });
    const preorder = {
      ...digitalOrder,
      id: 43,
      order_details: [{ ...line, book: { ...line.book, release_at: '2026-12-10T09:00:00.000Z' } }],
    };
    api = await startApiServer((request) =>
      request.path === '/api/orders' ? { body: paginated([preorder]) } : undefined,
    );
    const view = renderPage('/my-orders', pages);
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Pre-order')).toBeInTheDocument();
    expect(within(card).getByText('Book 4')).toBeInTheDocument();
    expect(within(card).getByText('December 10, 2026')).toHaveAttribute(
      'datetime',
      '2026-12-10T09:00:00.000Z',
    );
    view.unmount();
    languageStore.set('ar');
    renderPage('/my-orders', pages);
    const arabic = await screen.findByTestId('order-card');
    expect(within(arabic).getByText('طلب مسبق')).toBeInTheDocument();
    expect(within(arabic).getByText('10 ديسمبر 2026')).toBeInTheDocument();
  });

  it('names statuses in Arabic by default', async () => {
    languageStore.set('ar');
    await serve();
    renderPage('/my-orders', pages);
    const cards = await screen.findAllByTestId('order-card', {});
    expect(within(cards[0]).getByText('قيد الانتظار')).toBeInTheDocument();
    expect(within(cards[0]).getByText('ورقي')).toBeInTheDocument();
    expect(within(cards[1]).getByText('مدفوع')).toBeInTheDocument();
  });
});

describe('invoices on my orders', () => {
  /** What the browser is handed as downloads: each file's name and content. */
  function savedFiles() {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    onTestFinished(() => click.mockRestore());
    click.mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs[Number(this.href.split(':')[1]) - 1] });
    });
    return saved;
  }

  it('saves the invoice of an order as the client, in the page’s language', async () => {
    const user = userEvent.setup();
    languageStore.set('ar');
    const saved = savedFiles();
    await serve((request) =>
      request.path === '/api/orders/42/invoice' ? { body: '%PDF-invoice' } : undefined,
    );
    renderPage('/my-orders', pages);
    const cards = await screen.findAllByTestId('order-card', {});
    await user.click(within(cards[1]).getByRole('button', { name: 'تنزيل الفاتورة' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('invoice-42.pdf');
    expect(await saved[0].blob.text()).toContain('%PDF-invoice');
    const asked = api?.requests.find((r) => r.path === '/api/orders/42/invoice');
    expect(asked?.headers.authorization).toBe('Bearer secret');
    expect(asked?.headers['accept-language']).toBe('ar');
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    await serve((request) =>
      request.path === '/api/orders/42/invoice'
        ? {
            status: 409,
            body: { message: 'The invoice is issued once the order is paid', code: 'no_invoice' },
          }
        : undefined,
    );
    renderPage('/my-orders', pages);
    const cards = await screen.findAllByTestId('order-card', {});
    await user.click(within(cards[1]).getByRole('button', { name: 'Download invoice' }));
    await findToast('The invoice is issued once the order is paid');
  });

  it('offers no invoice for an order awaiting payment, cancelled unpaid, or to be paid on delivery and not yet shipped', async () => {
    const awaiting = orderFixture({
      id: 43,
      status: 'awaiting_payment',
      type: 'digital',
      is_hard_copy: false,
    });
    const cancelled = orderFixture({ id: 44, status: 'cancelled' });
    const shipped = orderFixture({ id: 45, status: 'shipped', invoice_number: 'INV-2025-000013' });
    api = await startApiServer((request) =>
      request.path === '/api/orders'
        ? { body: paginated([awaiting, cancelled, paperOrder, shipped, digitalOrder]) }
        : undefined,
    );
    renderPage('/my-orders', pages);
    const cards = await screen.findAllByTestId('order-card', {});
    for (const unsold of cards.slice(0, 3)) {
      expect(within(unsold).queryByRole('button', { name: 'Download invoice' })).toBeNull();
    }
    for (const sold of cards.slice(3)) {
      expect(within(sold).getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    }
    // The order paid on delivery says when its invoice comes; the others have none to wait for.
    const later = 'Your invoice comes with the parcel: it is issued when the order ships.';
    expect(cards.map((card) => within(card).queryByText(later) !== null)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });
});

describe('credit notes on my orders', () => {
  it('offers each credit note of a cancelled order and saves the one clicked as the client', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    URL.createObjectURL = vi.fn(() => 'blob:1');
    URL.revokeObjectURL = vi.fn();
    click.mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const order = orderFixture({
      id: 45,
      status: 'cancelled',
      paid_at: '2025-03-02T10:00:00.000Z',
      credit_note_numbers: ['CN-2026-000002', 'CN-2026-000003'],
    });
    api = await startApiServer((request) =>
      request.path === '/api/orders'
        ? { body: paginated([order]) }
        : request.path === '/api/orders/45/credit-notes/CN-2026-000003'
          ? { body: '%PDF-credit-note' }
          : undefined,
    );
    renderPage('/my-orders', pages);
    const card = await screen.findByTestId('order-card');
    expect(
      within(card).getByRole('button', { name: 'Download credit note CN-2026-000002' }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Download credit note CN-2026-000003' }));
    await waitFor(() => expect(saved).toEqual(['CN-2026-000003.pdf']));
    const asked = api?.requests.find((r) => r.path === '/api/orders/45/credit-notes/CN-2026-000003');
    expect(asked?.headers.authorization).toBe('Bearer secret');
  });
});

describe('order details (/order-details?id=)', () => {
  it('shows the card, the books, the shipping and billing blocks and the note', async () => {
    await serve();
    renderPage('/order-details?id=41', pages);
    expect(await screen.findByRole('heading', { name: 'Order #41' })).toBeInTheDocument();
    const line = await screen.findByTestId('order-line');
    for (const text of ['Book 1', 'Book no. 1', 'Published 2019', '176 pages', 'Paper']) {
      expect(within(line).getByText(text)).toBeInTheDocument();
    }
    expect(within(line).getByText('$0.30')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    for (const text of [
      'Huda Salem',
      'Jordan',
      '12 Rainbow Street',
      'Amman',
      '11181',
      '+962 79 000 0000',
      'huda@example.com',
    ]) {
      expect(within(shipping).getAllByText(text).length).toBeGreaterThan(0);
    }
    const billing = screen.getByRole('region', { name: 'Billing address' });
    for (const text of ['Salem Trading', '4 King Hussein Street', 'Irbid', '21110', 'billing@example.com']) {
      expect(within(billing).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Please ring twice')).toBeInTheDocument();
    expect(api?.requests.find((r) => r.path === '/api/order-details')).toBeTruthy();
  });

  it('says when the order is not one of the client’s', async () => {
    await serve((request) =>
      request.path === '/api/orders/77'
        ? { status: 404, body: { message: 'Order not found', code: 'not_found' } }
        : undefined,
    );
    renderPage('/order-details?id=77', pages);
    expect(await screen.findByRole('link', { name: 'Back to my orders' })).toBeInTheDocument();
    expect(screen.getAllByText('Order not found').length).toBeGreaterThan(0);
  });
});

describe('my books and downloads', () => {
  it('lists the bought PDFs with date, type, quantity, base price and total, and refreshes the owned list', async () => {
    await serve();
    renderPage('/my-books', pages);
    const card = await screen.findByTestId('owned-book', {});
    for (const text of ['Book 1', 'March 2, 2025', 'Digital', '1']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getAllByText('$3.99')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await waitFor(() => expect(ownedStore.get()).toEqual([1]));
  });

  it('shows the server’s 403 when the client does not own the book', async () => {
    const user = userEvent.setup();
    await serve((request) =>
      request.path === '/api/books/1/download'
        ? { status: 403, body: { message: 'You have not bought this book', code: 'forbidden' } }
        : undefined,
    );
    renderPage('/my-books', pages);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const refusals = await screen.findAllByText('You have not bought this book');
    expect(refusals.some((node) => node.closest('[role="alert"]'))).toBe(true);
    const download = api?.requests.find((r) => r.path === '/api/books/1/download');
    expect(download?.headers.authorization).toBe('Bearer secret');
  });

  it('asks a visitor on /book-download to log in, and a client whose token is refused too', async () => {
    localStorage.removeItem('client');
    await serve((request) =>
      request.path === '/api/books/1/download'
        ? { status: 401, body: { message: 'Please log in', code: 'unauthenticated' } }
        : request.path === '/api/books/1'
          ? { status: 404, body: { message: 'Book not found', code: 'not_found' } }
          : undefined,
    );
    const visitor = renderPage('/book-download?book_id=1', pages);
    expect(await screen.findByText('Please log in to download your books.', {})).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '#/login',
    );
    visitor.unmount();

    localStorage.setItem('client', JSON.stringify({ id: 3, token: 'expired', name: 'Huda' }));
    renderPage('/book-download?book_id=1', pages);
    // The download starts by itself on arrival; its 401 logs the reader out, who is asked to log in.
    expect(await findToast('Login revoked')).toBeInTheDocument();
    expect(await screen.findByText('Please log in to download your books.', {})).toBeInTheDocument();
  });
});
