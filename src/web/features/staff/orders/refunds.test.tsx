import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
  stockOf,
} from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/* The order page's refunds, return and notes sections against the real API. */

const t = setUpConsoleApi();
const ref = {} as Reference;
beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
});

/** A printed order of three copies at $20, delivered, its cash received; its number and book. */
async function deliveredOrder(token: string) {
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, {
    stock: 10,
    hardcopyPriceCents: 2000,
    titleAr: 'ديوان الشعر',
    titleEn: 'Poems',
  });
  const id = await placedOrder(
    t,
    buyer.token,
    hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 3 }] }),
  );
  const move = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${id}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX1' },
    { status: 'delivered' },
  ]) {
    expect((await move(body)).statusCode).toBe(200);
  }
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/paid`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(paid.statusCode).toBe(200);
  return { id, bookId: book.id };
}

describe('refunds and returns on the order page', () => {
  it('takes a damaged copy back into stock and shows the return with its state', async () => {
    const member = await signedInAs(t, 'orders');
    const order = await deliveredOrder(member.token);
    consolePage(`/staff/orders/${order.id}`);
    const section = await screen.findByRole('region', { name: 'المبالغ المردودة والاسترداد' });
    expect(within(section).getByText('لم يُردّ شيء من هذا الطلب.')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'استرداد نسخ' }));
    const dialog = await screen.findByRole('dialog', { name: `استرداد نسخ من الطلب #${order.id}` });
    await userEvent.clear(within(dialog).getByLabelText('ديوان الشعر'));
    await userEvent.type(within(dialog).getByLabelText('ديوان الشعر'), '1');
    await userEvent.type(within(dialog).getByLabelText(/السبب/), 'غلاف تالف');
    expect(within(dialog).getByLabelText('أعد النسخ إلى المخزون')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'سجّل الاسترداد' }));

    await findToast('سُجّل الاسترداد');
    const refund = await within(section).findByTestId('refund');
    expect(within(refund).getByText('تمّ')).toBeInTheDocument();
    expect(within(refund).getByText('استرداد نسخ')).toBeInTheDocument();
    expect(within(refund).getByText('غلاف تالف')).toBeInTheDocument();
    expect(within(refund).getByText('أعيدت إلى المخزون')).toBeInTheDocument();
    expect(await stockOf(t.app.db, order.bookId)).toBe(8);
  });

  it('refunds an amount of a paid order as cash handed back, in English', async () => {
    setLanguage('en');
    const member = await signedInAs(t, 'admin');
    const order = await deliveredOrder(member.token);
    consolePage(`/staff/orders/${order.id}`);
    const section = await screen.findByRole('region', { name: 'Refunds and returns' });
    await userEvent.click(within(section).getByRole('button', { name: 'Refund part of the order' }));
    const dialog = await screen.findByRole('dialog', { name: `Refund part of order #${order.id}` });
    expect(within(dialog).getByText('Record the cash you hand back to the reader.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount (USD)'), '7.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $7.50' }));

    await findToast('The refund is recorded');
    const refund = await within(section).findByTestId('refund');
    expect(within(refund).getByText('$7.50')).toBeInTheDocument();
    expect(within(refund).getByText('Partial refund')).toBeInTheDocument();
    expect(within(refund).getByText('Done')).toBeInTheDocument();
    expect(within(refund).getByText(/^CN-\d{4}-\d{6}$/)).toBeInTheDocument();
  });

  it('adds an internal note beside the reader’s own note', async () => {
    setLanguage('en');
    const member = await signedInAs(t, 'orders');
    const order = await deliveredOrder(member.token);
    consolePage(`/staff/orders/${order.id}`);
    const reader = await screen.findByRole('region', { name: "The reader's note" });
    expect(within(reader).getByText('Ring twice')).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'Internal notes' });
    expect(within(notes).getByText('No note yet.')).toBeInTheDocument();
    await userEvent.type(within(notes).getByLabelText('Add a note'), 'Called the reader about the cover');
    await userEvent.click(within(notes).getByRole('button', { name: 'Add the note' }));
    await findToast('The note is added to the order');
    const note = await within(notes).findByTestId('staff-note');
    expect(within(note).getByText('Called the reader about the cover')).toBeInTheDocument();
    await waitFor(() => expect(within(note).getByText(new RegExp(member.name))).toBeInTheDocument());
  });
});
