import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  handOver,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { setLanguage } from '#web/state/language.ts';
import { consolePage, placedOrder, savedFiles, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/* The order screen's invoice and packing slip, printed by the real API and read back from the PDF. */

const t = setUpConsoleApi();
const ref = {} as Reference;
beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
});

async function placeOrder(digital = false) {
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, { stock: 10, pdf: digital, titleAr: 'ديوان الشعر', titleEn: 'Poems' });
  return placedOrder(
    t,
    buyer.token,
    digital ? digitalBody(ref, [book.id]) : hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }] }),
  );
}

describe('printing an order from the console', () => {
  it('offers the packing slip, and no invoice yet, for a printed order not yet handed to the carrier', async () => {
    const id = await placeOrder();
    await signedInAs(t, 'orders');
    consolePage(`/staff/orders/${id}`);
    expect(await screen.findByRole('button', { name: 'قائمة التعبئة' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'الفاتورة' })).toBeNull();
    expect(screen.getByText('رقم الفاتورة').nextElementSibling).toHaveTextContent(
      'تصدر عند تسليم الطرد لشركة الشحن',
    );
  });

  it('saves the invoice of a shipped order and its packing slip in the console’s language', async () => {
    const user = userEvent.setup();
    const id = await placeOrder();
    await handOver(t, id);
    await signedInAs(t, 'orders');
    const saved = savedFiles();
    consolePage(`/staff/orders/${id}`);
    await user.click(await screen.findByRole('button', { name: 'الفاتورة' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(`invoice-${id}.pdf`);
    const invoice = await pdfToText(new Uint8Array(await saved[0].bytes));
    expect(invoice).toContain('فاتورة');
    expect(invoice).toContain('ديوان الشعر');

    setLanguage('en');
    await user.click(await screen.findByRole('button', { name: 'Packing slip' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1].name).toBe(`packing-slip-${id}.pdf`);
    const slip = await pdfToText(new Uint8Array(await saved[1].bytes));
    expect(slip).toContain('Packing slip');
    expect(slip).toContain('Poems');
    // No prices: the one amount is the cash the courier collects on delivery.
    expect(slip.match(/\$[\d.,]+/g)).toHaveLength(1);
    expect(slip).toContain('Collect in cash on delivery');
  });

  it('offers neither for a digital order awaiting payment', async () => {
    const id = await placeOrder(true);
    await signedInAs(t, 'admin');
    consolePage(`/staff/orders/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `الطلب رقم ${id}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'الفاتورة' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'قائمة التعبئة' })).toBeNull();
  });
});

describe('the credit note of a refund', () => {
  it('saves the credit note of a partial refund from its row in the refunds section', async () => {
    const member = await signedInAs(t, 'orders');
    const id = await placeOrder();
    const staff = (method: 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${member.token}` },
        payload,
      });
    for (const body of [
      { status: 'processing' },
      { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX1' },
      { status: 'delivered' },
    ]) {
      expect((await staff('POST', `/staff/orders/${id}/status`, body)).statusCode).toBe(200);
    }
    expect((await staff('POST', `/staff/orders/${id}/paid`)).statusCode).toBe(200);
    const refunded = await staff('POST', `/staff/orders/${id}/refunds`, {
      amount_cents: 750,
      reason: 'Late delivery',
      idempotency_key: 'web-credit-note-0001',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const number = refunded.json().data.refunds[0].credit_note_number as string;
    setLanguage('en');
    const saved = savedFiles();
    consolePage(`/staff/orders/${id}`);
    await userEvent.click(
      await screen.findByRole('button', { name: `Download PDF of credit note ${number}` }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(`${number}.pdf`);
    const text = await pdfToText(new Uint8Array(await saved[0].bytes));
    expect(text).toContain('Credit note');
    expect(text).toContain(number);
    expect(text).toContain('$7.50');
    expect(text).toContain('Late delivery');
  });
});
