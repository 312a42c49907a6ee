import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  hardCopyBody,
  ordersApi,
  payInSandbox,
  type Reference,
  stockOf,
} from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/* The orders screens against the real API: find an order, move it on, ship it with its tracking, cancel one. */

const t = setUpConsoleApi();
const ref = {} as Reference;
beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
});

async function placeOrder(quantity = 2) {
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, { stock: 10, titleAr: 'ديوان الشعر', titleEn: 'Poems' });
  const id = await placedOrder(
    t,
    buyer.token,
    hardCopyBody(ref, { books: [{ book_id: book.id, quantity }] }),
  );
  return { id, bookId: book.id, clientId: buyer.id };
}

describe('the orders screens', () => {
  it('lists a reader’s order, opens it, and moves it to processing and shipped with a tracking number', async () => {
    const order = await placeOrder();
    await signedInAs(t, 'orders');
    consolePage(`/staff/orders?client_id=${order.clientId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلبات' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الطلبات' });
    const link = await within(table).findByRole('link', { name: `الطلب رقم ${order.id}` });
    expect(within(table).getByText('سارة أحمد')).toBeInTheDocument();
    expect(within(table).getByText('قيد الانتظار')).toBeInTheDocument();

    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: `الطلب رقم ${order.id}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ديوان الشعر' })).toBeInTheDocument();
    expect(screen.getByText('عنوان الشحن')).toBeInTheDocument();
    expect(screen.getByText('Sara Ahmad')).toBeInTheDocument();
    // Each address line is isolated in its own direction, joined with its own script's comma, so
    // that a Latin line keeps its order on the Arabic page ('Riyadh, Riyadh 12211', not reversed).
    const latinLine = screen.getByText('Riyadh, Riyadh 12211');
    expect(latinLine.tagName).toBe('BDI');
    expect(latinLine).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('عمّان، العاصمة 11942')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('King Fahd Road 3')).toHaveAttribute('dir', 'auto');

    await userEvent.click(screen.getByRole('button', { name: 'بدء التجهيز' }));
    await findToast('الطلب قيد التجهيز الآن');
    await userEvent.type(await screen.findByLabelText(/^شركة الشحن/), 'أرامكس');
    await userEvent.type(screen.getByLabelText('رقم التتبع'), 'AX-777');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الشحن' }));
    await findToast('تم تسجيل شحن الطلب');
    expect(await screen.findByText('AX-777')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل التسليم' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'استُلم المبلغ: تسجيل الدفع' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'سجل الطلب' });
    expect(within(history).getByText('قيد الانتظار ← قيد التجهيز')).toBeInTheDocument();
    expect(within(history).getByText('قيد التجهيز ← تم الشحن')).toBeInTheDocument();
  });

  it('cancels an order after asking, and its books go back into stock', async () => {
    const order = await placeOrder(3);
    expect(await stockOf(t.app.db, order.bookId)).toBe(7);
    await signedInAs(t, 'admin');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    consolePage(`/staff/orders/${order.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    expect(window.confirm).toHaveBeenCalledWith('هل تريد إلغاء هذا الطلب؟ ستعود كتبه إلى المخزون.');
    await findToast('تم إلغاء الطلب');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'إلغاء الطلب' })).not.toBeInTheDocument(),
    );
    expect(await stockOf(t.app.db, order.bookId)).toBe(10);
  });

  it('asks before cancelling a paid digital order, which is refunded', async () => {
    const buyer = await createBuyer(t.app.db, 'reader');
    const book = await createBook(t, { pdf: true });
    const call = ordersApi(t);
    const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    const id = placed.json().data.id as number;
    expect((await payInSandbox(t, call, buyer, id)).json().paid).toBe(true);
    await signedInAs(t, 'orders');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    consolePage(`/staff/orders/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'هل تريد إلغاء هذا الطلب المدفوع؟ سيُعاد المبلغ إلى بطاقة القارئ ولن تبقى الكتب الرقمية له.',
    );
    await findToast('تم إلغاء الطلب');
    // The card refund the cancel made, with the provider's reference to find it by.
    const reference = await screen.findByText(/^re_sandbox_/);
    expect(reference.closest('div')).toHaveTextContent(/^مرجع المزوّد:\s*re_sandbox_/);
  });

  it('narrows the list to one reader’s orders and back', async () => {
    const order = await placeOrder();
    await signedInAs(t, 'orders');
    consolePage(`/staff/orders?search=${order.id}`);
    const table = await screen.findByRole('table', { name: 'الطلبات' });
    await userEvent.click(
      await within(table).findByRole('button', { name: `طلبات القارئ رقم ${order.clientId}` }),
    );
    await waitFor(() => expect(window.location.hash).toContain(`client_id=${order.clientId}`));
    const back = await screen.findByRole('button', {
      name: `أظهر طلبات كل القراء، لا القارئ رقم ${order.clientId} وحده`,
    });
    await userEvent.click(back);
    await waitFor(() => expect(window.location.hash).not.toContain('client_id'));
  });

  it('says so when another member moved the order meanwhile, and shows it as it is now', async () => {
    const order = await placeOrder();
    const member = await signedInAs(t, 'orders');
    consolePage(`/staff/orders/${order.id}`);
    const start = await screen.findByRole('button', { name: 'بدء التجهيز' });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { status: 'cancelled' },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    await userEvent.click(start);
    await findToast('لا يمكن نقل الطلب إلى هذه الحالة');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'بدء التجهيز' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('ملغي').length).toBeGreaterThan(0);
  });

  it('filters by the member’s own days held in the URL', async () => {
    const order = await placeOrder();
    await signedInAs(t, 'orders');
    const day = (offset: number) => {
      const date = new Date(Date.now() + offset * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    };
    consolePage(`/staff/orders?client_id=${order.clientId}&from=${day(0)}&to=${day(0)}`);
    const table = await screen.findByRole('table', { name: 'الطلبات' });
    expect(await within(table).findByRole('link', { name: `الطلب رقم ${order.id}` })).toBeInTheDocument();
    // Written day/month/year, as Arabic writes a day.
    const [year, month, date] = day(0).split('-').map(Number);
    expect(screen.getByLabelText('من')).toHaveValue(`${date}/${month}/${year}`);
  });

  it('finds nothing on a day before the order', async () => {
    const order = await placeOrder();
    await signedInAs(t, 'orders');
    const yesterday = new Date(Date.now() - 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}`;
    consolePage(`/staff/orders?client_id=${order.clientId}&to=${day}`);
    expect(await screen.findByText('لا يوجد طلب مطابق.')).toBeInTheDocument();
  });

  it('is not in an editor’s navigation', async () => {
    await signedInAs(t, 'editor');
    consolePage('/staff');
    const nav = await screen.findByRole('navigation', { name: /أقسام/ });
    await within(nav).findByRole('link', { name: 'الكتب' });
    expect(within(nav).queryByRole('link', { name: 'الطلبات' })).not.toBeInTheDocument();
  });

  it('reads in English: the order, its addresses, its next steps and its history', async () => {
    setLanguage('en');
    const order = await placeOrder();
    const member = await signedInAs(t, 'orders');
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { status: 'processing' },
    });
    consolePage(`/staff/orders/${order.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poems' })).toBeInTheDocument();
    expect(screen.getByText('Saudi Arabia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the order' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Pending → Processing')).toBeInTheDocument();
    expect(within(history).getByText(/Staff orders/)).toBeInTheDocument();
  });
});
