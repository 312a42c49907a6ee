import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookCategories } from '#server/modules/catalog/testing.ts';
import { coupons, insertCoupon } from '#server/modules/coupons/testing.ts';
import { createBook, createBuyer, createReference, hardCopyBody } from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The coupon codes screen against the real API: admins keep the codes, the orders desk reads them. */

const t = setUpConsoleApi();

describe('the coupon codes screen', () => {
  it('lets an administrator add a code in Arabic, then deactivate it', async () => {
    const user = userEvent.setup();
    const [poetry] = await t.app.db
      .insert(bookCategories)
      .values({ titleAr: 'شعر', titleEn: 'Poetry' })
      .returning();
    await signedInAs(t, 'admin');
    consolePage('/staff/coupons');
    expect(await screen.findByRole('heading', { level: 1, name: 'رموز الخصم' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إنشاء' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^النسبة أو المبلغ/)).toHaveAccessibleDescription('هذا الحقل مطلوب'),
    );
    await user.type(screen.getByLabelText(/^الرمز/), 'EID15');
    await user.type(screen.getByLabelText(/^النسبة أو المبلغ/), '15');
    await user.type(screen.getByLabelText(/^مرات الاستخدام كلها/), '20');
    await user.click(await screen.findByRole('checkbox', { name: 'شعر' }));
    await user.click(screen.getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('أُضيف رمز الخصم')).toBeInTheDocument();
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.code, 'EID15'));
    expect(row).toMatchObject({
      percentBp: 1500,
      amountCents: null,
      maxUses: 20,
      active: true,
      categoryIds: [poetry!.id],
    });

    const table = await screen.findByRole('table', { name: 'رموز الخصم' });
    const line = (await within(table).findByText('EID15')).closest('tr')!;
    expect(line).toHaveTextContent('0 من 20');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(line).getByRole('button', { name: 'إيقاف' }));
    expect(await findToast('حُفظ رمز الخصم')).toBeInTheDocument();
    await waitFor(async () => {
      const [after] = await t.app.db.select().from(coupons).where(eq(coupons.code, 'EID15'));
      expect(after!.active).toBe(false);
    });
    vi.restoreAllMocks();
  });

  it('shows the orders desk each code’s uses and revenue, without the form', async () => {
    setLanguage('en');
    const ref = await createReference(t.app.db);
    await insertCoupon(t.app.db, { code: 'DESK10', percentBp: 1000, maxUses: 5 });
    const book = await createBook(t, { hardcopyPriceCents: 2000, stock: 5 });
    const buyer = await createBuyer(t.app.db);
    await placedOrder(
      t,
      buyer.token,
      hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }], coupon_code: 'desk10' }),
    );
    await signedInAs(t, 'orders');
    consolePage('/staff/coupons');
    const table = await screen.findByRole('table', { name: 'Coupon codes' });
    const line = (await within(table).findByText('DESK10')).closest('tr')!;
    expect(line).toHaveTextContent('1 of 5');
    expect(line).toHaveTextContent('$18.00');
    expect(line).toHaveTextContent('Discount given: $2.00');
    expect(screen.queryByRole('form')).toBeNull();
    expect(within(line).queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
