import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { issueSession } from '#server/modules/clients/index.ts';
import { clientIdOf, insertClient, registration } from '#server/modules/clients/testing.ts';
import { bookDownloads, pdfOwnerships } from '#server/modules/library/testing.ts';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The clients screens against the real API: find a client, read their page, act on their account. */

const t = setUpConsoleApi();
const ref = {} as Reference;
beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
});

let counter = 0;
/** An active reader with a session, straight in the database. */
async function reader(name: string) {
  counter += 1;
  const row = await insertClient(t.app.db, { name, email: `web-reader-${counter}@example.com` });
  return { id: row.id, token: await issueSession(t.app.db, row.id, { remember: false }) };
}

describe('the clients screens', () => {
  it('finds a reader by state and name, and opens their page with their orders', async () => {
    const buyer = await createBuyer(t.app.db, 'هدى الكاتب');
    const book = await createBook(t, { stock: 5, titleAr: 'ديوان', titleEn: 'Poems' });
    const orderId = await placedOrder(
      t,
      buyer.token,
      hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    );
    await signedInAs(t, 'orders');
    consolePage(`/staff/clients?state=active&search=${encodeURIComponent('هدى')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'العملاء' })).toBeInTheDocument();
    expect(screen.getByLabelText('الحالة')).toHaveValue('active');
    const table = await screen.findByRole('table', { name: 'العملاء' });
    await userEvent.click(await within(table).findByRole('link', { name: 'هدى الكاتب' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'هدى الكاتب' })).toBeInTheDocument();
    expect(screen.getByText('الحساب مفعّل.')).toBeInTheDocument();
    expect(screen.getByText(buyer.email)).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'الطلبات' });
    expect(within(orders).getByRole('link', { name: `الطلب رقم ${orderId}` })).toHaveAttribute(
      'href',
      `#/staff/orders/${orderId}`,
    );
    expect(within(orders).getByRole('link', { name: 'كل طلبات هذا العميل (1)' })).toHaveAttribute(
      'href',
      `#/staff/orders?client_id=${buyer.id}`,
    );
    const sessions = screen.getByRole('region', { name: 'الجلسات' });
    expect(within(sessions).getByText('مفتوحة')).toBeInTheDocument();
  });

  it('confirms a reader’s deactivation request after asking, then opens the account again', async () => {
    const client = await reader('سلمى');
    await t.app.inject({
      method: 'POST',
      url: '/api/client-deactivation-request',
      headers: { authorization: `Bearer ${client.token}` },
    });
    await signedInAs(t, 'admin');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    consolePage(`/staff/clients/${client.id}`);
    expect(await screen.findByText(/طلب القارئ في .* تعطيل حسابه/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تأكيد تعطيل الحساب' }));
    expect(confirm).toHaveBeenCalledWith(
      'هل تريد تعطيل حساب سلمى؟ لن يستطيع تسجيل الدخول، وتبقى طلباته وكتبه محفوظة.',
    );
    await findToast('تم تعطيل حساب العميل، وبقيت طلباته وكتبه محفوظة');
    expect(await screen.findByText(/عُطّل في/)).toBeInTheDocument();
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check-client-login',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(check.statusCode).toBe(401);

    await userEvent.click(screen.getByRole('button', { name: 'إعادة تفعيل الحساب' }));
    await findToast('أُعيد تفعيل حساب العميل');
    expect(await screen.findByText('الحساب مفعّل.')).toBeInTheDocument();
  });

  it('changes nothing when the member does not confirm', async () => {
    const client = await reader('رنا');
    await signedInAs(t, 'orders');
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    consolePage(`/staff/clients/${client.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'تعطيل الحساب' }));
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/check-client-login',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(screen.getByText('الحساب مفعّل.')).toBeInTheDocument();
  });

  it('reads in English: mails a new activation code to a reader who has not activated', async () => {
    setLanguage('en');
    const body = registration({ name: 'Omar Said', email: `omar-${Date.now()}@example.com` });
    const registered = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(registered.statusCode, registered.body).toBe(201);
    const id = await clientIdOf(t.app.db, body.email);
    await signedInAs(t, 'orders');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    consolePage(`/staff/clients/${id}`);
    expect(await screen.findByText(/has not entered the code/)).toBeInTheDocument();
    expect(screen.getByText('Not activated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new activation code' }));
    expect(confirm).toHaveBeenCalledWith(`E-mail a new activation code to ${body.email}?`);
    await findToast('A new activation code was e-mailed to the client');
  });

  it('lists each copy of a reader’s books with its code, and gives their downloads back', async () => {
    setLanguage('en');
    const buyer = await createBuyer(t.app.db, 'layla');
    const book = await createBook(t, { stock: 5, titleAr: 'ديوان', titleEn: 'Poems' });
    const orderId = await placedOrder(
      t,
      buyer.token,
      hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    );
    await t.app.db.insert(pdfOwnerships).values({ clientId: buyer.id, bookId: book.id, orderId });
    const copy = { clientId: buyer.id, bookId: book.id, orderId, ip: '10.0.0.9' };
    await t.app.db.insert(bookDownloads).values({ ...copy, code: 'BKC0123456789', kind: 'download' });
    await signedInAs(t, 'orders');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    consolePage(`/staff/clients/${buyer.id}`);

    const copies = await screen.findByRole('region', { name: 'Downloads' });
    const row = within(copies).getByTestId('client-copy');
    expect(within(row).getByText('BKC0123456789')).toBeInTheDocument();
    expect(within(row).getByText('Download')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `Order #${orderId}` })).toHaveAttribute(
      'href',
      `#/staff/orders/${orderId}`,
    );
    const books = screen.getByRole('region', { name: 'Owned PDF books' });
    expect(within(books).getByText('1 (no limit)')).toBeInTheDocument();
    await userEvent.click(within(books).getByRole('button', { name: 'Reset downloads of “Poems”' }));
    expect(confirm).toHaveBeenCalledWith(
      'Give layla their downloads of “Poems” back? Only later downloads will count, and the download period starts again.',
    );
    await findToast('The client’s downloads of this book are counted afresh');
    expect(await within(books).findByText('0 (no limit)')).toBeInTheDocument();
    expect(within(books).getByText(/^counted since /)).toBeInTheDocument();
  });

  it('says so for a client who does not exist', async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff/clients/999999');
    expect(await screen.findByText('لم يُعثر على هذا العميل.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كل العملاء' })).toHaveAttribute('href', '#/staff/clients');
  });

  it('is not in an editor’s navigation', async () => {
    await signedInAs(t, 'editor');
    consolePage('/staff');
    const nav = await screen.findByRole('navigation', { name: /أقسام/ });
    await within(nav).findByRole('link', { name: 'الكتب' });
    expect(within(nav).queryByRole('link', { name: 'العملاء' })).not.toBeInTheDocument();
  });
});
