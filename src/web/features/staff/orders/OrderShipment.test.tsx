import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { consolePage, placedOrder, savedFiles, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/*
 * The order screen's shipment panel against the real API, with the demo's sandbox carrier: the
 * parcel booked with the weight staff give, its waybill and label, cancelled again; and the orders
 * list's parcels booked and their labels printed as one PDF.
 */

const t = setUpConsoleApi();
const ref = {} as Reference;
beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
});

async function placeOrder() {
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, { stock: 10, titleAr: 'ديوان الشعر', titleEn: 'Poems' });
  return placedOrder(t, buyer.token, hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }] }));
}

describe('a parcel booked from the console', () => {
  it('books the order’s parcel, prints its label and cancels it', async () => {
    const user = userEvent.setup();
    const id = await placeOrder();
    await signedInAs(t, 'orders');
    setLanguage('en');
    const saved = savedFiles();
    consolePage(`/staff/orders/${id}`);
    const panel = await screen.findByRole('region', { name: 'Shipment' });
    expect(within(panel).getByRole('combobox', { name: 'Courier' })).toHaveValue('sandbox');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Weight (grams)' }), '900');
    await user.click(within(panel).getByRole('button', { name: 'Create the shipment' }));

    const waybill = (await screen.findByText(/^SBX\d{10}$/)).textContent!;
    expect(await screen.findByText(`Shipment booked with sandbox: waybill ${waybill}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Label (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(`label-${id}.pdf`);

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Cancel the shipment' }));
    expect(await screen.findByText(`Shipment ${waybill} cancelled with sandbox`)).toBeInTheDocument();
    // The form comes back, drawn afresh for the order as it now is.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Shipment' })).getByRole('button', {
          name: 'Create the shipment',
        }),
      ).toBeInTheDocument(),
    );
  });

  it('asks for the weight in Arabic when the books weigh nothing', async () => {
    const user = userEvent.setup();
    const id = await placeOrder();
    await signedInAs(t, 'orders');
    setLanguage('ar');
    consolePage(`/staff/orders/${id}`);
    const panel = await screen.findByRole('region', { name: 'الشحنة' });
    await user.click(within(panel).getByRole('button', { name: 'إنشاء الشحنة' }));
    expect(await within(panel).findByText('أدخل وزن الطرد بالغرام')).toBeInTheDocument();
  });

  it('prints the chosen orders’ labels as one PDF, and reports an order without a shipment', async () => {
    const user = userEvent.setup();
    const booked = await placeOrder();
    const unbooked = await placeOrder();
    const member = await signedInAs(t, 'orders');
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${booked}/shipments`,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { carrier: 'sandbox', weight_grams: 700 },
    });
    expect(made.statusCode, made.body).toBe(201);
    setLanguage('ar');
    const saved = savedFiles();
    consolePage('/staff/orders');
    await user.click(await screen.findByRole('checkbox', { name: `اختيار الطلب رقم ${booked}` }));
    const toolbar = () => screen.getByRole('group', { name: 'إجراءات على المختار' });
    await user.click(within(toolbar()).getByRole('button', { name: 'ملصقات الشحن (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^labels-\d{4}-\d{2}-\d{2}\.pdf$/);

    await user.click(screen.getByRole('checkbox', { name: `اختيار الطلب رقم ${unbooked}` }));
    await user.click(within(toolbar()).getByRole('button', { name: 'ملصقات الشحن (PDF)' }));
    const report = await screen.findByRole('region', { name: 'ما جرى، سجلاً سجلاً' });
    const refusedRow = within(report).getByText(`الطلب رقم ${unbooked}`).closest('tr')!;
    expect(within(refusedRow).getByText('لا شحنة قائمة لهذا الطلب')).toBeInTheDocument();

    // Booking them: the one already booked says so, the other's zone has no carrier.
    await user.click(within(toolbar()).getByRole('button', { name: 'حجز الشحنات' }));
    expect(await screen.findByText('حُجزت الشحنات: 1 من 2')).toBeInTheDocument();
    const booking = screen.getByRole('region', { name: 'ما جرى، سجلاً سجلاً' });
    expect(within(booking).getByText(/^للطلب شحنة قائمة: SBX\d{10}$/)).toBeInTheDocument();
    expect(within(booking).getByText('لا ناقل لمنطقة هذا الطلب: اختر ناقلاً وخدمة')).toBeInTheDocument();
  });
});
