import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/* The orders list's bulk toolbar against the real API: choose orders, act on them, read the report. */

const t = setUpConsoleApi();
const ref = {} as Reference;
beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
});

async function paperOrder() {
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, { stock: 10, titleAr: 'ديوان الشعر', titleEn: 'Poems' });
  return placedOrder(t, buyer.token, hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }));
}

async function digitalOrder() {
  const buyer = await createBuyer(t.app.db, 'digital');
  const book = await createBook(t, { pdf: true });
  return placedOrder(t, buyer.token, digitalBody(ref, [book.id]));
}

const choose = async (id: number) =>
  userEvent.click(await screen.findByRole('checkbox', { name: `اختيار الطلب رقم ${id}` }));
const toolbar = () => screen.getByRole('group', { name: 'إجراءات على المختار' });

describe('many orders at once', () => {
  it('moves the chosen orders to processing and reports each one', async () => {
    const a = await paperOrder();
    const b = await paperOrder();
    await signedInAs(t, 'orders');
    consolePage('/staff/orders');
    await choose(a);
    await choose(b);
    expect(within(toolbar()).getByText('اختير سجلان')).toBeInTheDocument();
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'بدء التجهيز' }));
    const report = await screen.findByRole('region', { name: 'ما جرى، سجلاً سجلاً' });
    expect(within(report).getByRole('status')).toHaveTextContent('تمّ ذلك لكل الطلبات المختارة (2)');
    expect(within(report).getAllByText('الطلب قيد التجهيز الآن')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'الطلبات' });
    await waitFor(() => expect(within(table).getAllByText('قيد التجهيز')).toHaveLength(2));
  });

  it('changes nothing when one chosen order is refused, and names it', async () => {
    const paper = await paperOrder();
    const digital = await digitalOrder();
    await signedInAs(t, 'orders');
    consolePage('/staff/orders');
    await choose(paper);
    await choose(digital);
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'بدء التجهيز' }));
    const report = await screen.findByRole('region', { name: 'ما جرى، سجلاً سجلاً' });
    expect(within(report).getByRole('alert')).toHaveTextContent(
      'لم يتغيّر شيء: لا يمكن تغيير 1 من 2 طلبات بهذه الطريقة',
    );
    const refusedRow = within(report).getByText(`الطلب رقم ${digital}`).closest('tr')!;
    expect(within(refusedRow).getByText('مرفوض')).toBeInTheDocument();
    expect(within(refusedRow).getByText('لا يمكن نقل الطلب إلى هذه الحالة')).toBeInTheDocument();
  });

  it('ships orders with the tracking numbers pasted in the dialog', async () => {
    const a = await paperOrder();
    await signedInAs(t, 'admin');
    consolePage('/staff/orders');
    await choose(a);
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'بدء التجهيز' }));
    await screen.findByRole('region', { name: 'ما جرى، سجلاً سجلاً' });

    await userEvent.click(screen.getByRole('button', { name: 'أرقام التتبع من CSV…' }));
    const dialog = screen.getByRole('dialog', { name: 'شحن الطلبات مع أرقام تتبعها' });
    const field = within(dialog).getByLabelText('الصق الأسطر: رقم الطلب، شركة الشحن، رقم التتبع');
    expect(field).toHaveFocus();
    await userEvent.type(field, `${a},Aramex,AX-55{enter}x,Aramex,AX-56`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'شحن هذه الطلبات' }));
    // Refused: the dialog stays open with the paste kept, the refused line listed first.
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('لم يتغيّر شيء');
    expect(screen.getByRole('dialog', { name: 'شحن الطلبات مع أرقام تتبعها' })).toBe(dialog);
    expect(field).toHaveValue(`${a},Aramex,AX-55\nx,Aramex,AX-56`);
    const [first, second] = within(within(dialog).getByRole('table', { name: 'ما جرى، سجلاً سجلاً' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(first!).getByText('السطر 2')).toBeInTheDocument();
    expect(within(first!).getByText('مرفوض')).toBeInTheDocument();
    expect(within(first!).getByText('لا يذكر هذا السطر رقم طلب')).toBeInTheDocument();
    expect(within(second!).getByText(`الطلب رقم ${a}`)).toBeInTheDocument();

    // The refused line mended in place, and sent again.
    await userEvent.clear(field);
    await userEvent.type(field, `${a},Aramex,AX-55`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'شحن هذه الطلبات' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('تمّ ذلك لكل الطلبات المختارة (1)')).toBeInTheDocument());
    expect(screen.getByText('تم تسجيل شحن الطلب')).toBeInTheDocument();
  });

  it('chooses every order of the page with one checkbox', async () => {
    await paperOrder();
    await signedInAs(t, 'orders');
    consolePage('/staff/orders');
    await screen.findByRole('table', { name: 'الطلبات' });
    const page = await screen.findByRole('checkbox', { name: 'اختيار كل صفوف هذه الصفحة' });
    await userEvent.click(page);
    const rows = within(screen.getByRole('table', { name: 'الطلبات' })).getAllByRole('checkbox');
    for (const box of rows) expect(box).toBeChecked();
    expect(within(toolbar()).getByRole('button', { name: 'الفواتير (PDF)' })).toBeInTheDocument();
  });
});
