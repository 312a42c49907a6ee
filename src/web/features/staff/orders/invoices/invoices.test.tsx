import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  ordersApi,
  payInSandbox,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import {
  consolePage,
  placedOrder,
  savedFiles,
  setUpConsoleApi,
  signedInAs,
} from '../../console/test-kit.tsx';

/* Invoices in the console against the real API: the seller's settings, the list and its CSV, the order's numbers. */

const t = setUpConsoleApi();
const staff = staffCaller(t);
const ref = {} as Reference;
let orderId = 0;
let invoice = '';
let creditNote = '';

beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, { pdf: true, titleAr: 'ديوان الشعر', titleEn: 'Poems' });
  // A PDF order paid by card (invoiced), then cancelled by staff (refunded, credited).
  orderId = await placedOrder(t, buyer.token, digitalBody(ref, [book.id]));
  const paid = await payInSandbox(t, ordersApi(t), buyer, orderId);
  expect(paid.statusCode, paid.body).toBe(200);
  const admin = await signedInStaff(t, 'admin');
  const cancelled = await staff('POST', `/staff/orders/${orderId}/status`, {
    token: admin.token,
    body: { status: 'cancelled' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  ({ invoice_number: invoice, credit_note_number: creditNote } = cancelled.json().data);
  expect(invoice).toMatch(/^INV-\d{4}-000001$/);
  expect(creditNote).toMatch(/^CN-\d{4}-000001$/);
});

describe('invoices in the console', () => {
  it('shows the order’s invoice and credit note numbers and saves the credit note', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'orders');
    const saved = savedFiles();
    consolePage(`/staff/orders/${orderId}`);
    const invoiceTerm = await screen.findByText('رقم الفاتورة');
    expect(invoiceTerm.nextElementSibling).toHaveTextContent(invoice);
    expect(screen.getByText('رقم الإشعار الدائن').nextElementSibling).toHaveTextContent(creditNote);
    await user.click(screen.getByRole('button', { name: 'الإشعار الدائن' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(`credit-note-${orderId}.pdf`);
    expect(await pdfToText(new Uint8Array(await saved[0].bytes))).toContain(creditNote);
  });

  it('lists the invoice and the credit note, filters by kind, and exports the list as CSV', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'orders');
    const saved = savedFiles();
    consolePage('/staff/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'الفواتير' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الفواتير والإشعارات الدائنة' });
    await within(table).findAllByText(creditNote);
    const numbers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(numbers()).toEqual([`${creditNote}إشعار دائن`, `${invoice}فاتورة`]);

    await user.selectOptions(screen.getByLabelText('النوع'), 'إشعار دائن');
    await waitFor(() => expect(numbers()).toEqual([`${creditNote}إشعار دائن`]));
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = new TextDecoder().decode(await saved[0].bytes);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^(\uFEFF)?الرقم,النوع,التاريخ,الطلب,المشتري/);
    expect(lines[1]).toMatch(new RegExp(`^${creditNote},`));
  });

  it('lets an administrator keep the seller the invoices name, under the note that the publisher confirms it', async () => {
    const user = userEvent.setup();
    setLanguage('en');
    const admin = await signedInAs(t, 'admin');
    consolePage('/staff/settings');
    const form = await screen.findByRole('form', { name: 'The seller on invoices' });
    expect(within(form).getByRole('note')).toHaveTextContent(
      'The publisher confirms its own legal name, address and tax number: invoices print them exactly as entered here.',
    );
    await user.type(within(form).getByLabelText(/^Legal name in English/), 'Dar Al-Kitab Publishing LLC');
    await user.type(within(form).getByLabelText(/^Tax number/), '300000000000003');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await findToast('The invoice settings are saved')).toBeInTheDocument();
    const answer = await staff('GET', '/staff/invoice-settings', { token: admin.token });
    expect(answer.json().data).toMatchObject({
      seller_name_en: 'Dar Al-Kitab Publishing LLC',
      tax_number: '300000000000003',
    });
    setLanguage('ar');
  });
});
