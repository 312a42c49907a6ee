import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { askForConfirmationIn } from '#server/modules/cod-confirmation/testing.ts';
import { createBook, createBuyer, createReference, hardCopyBody } from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The orders awaiting their buyer's confirmation, against the real API: who to call, and 'confirmed by phone'. */

const t = setUpConsoleApi();
const order = { id: 0 };

beforeAll(async () => {
  const ref = await createReference(t.app.db);
  await askForConfirmationIn(t.app.db, ref.countryId);
  const buyer = await createBuyer(t.app.db, 'hind');
  const book = await createBook(t, { titleEn: 'Desert Roads', hardcopyPriceCents: 1500, stock: 4 });
  order.id = await placedOrder(
    t,
    buyer.token,
    hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }], shipping_email: 'hind.cod@example.com' }),
  );
});

describe('the orders awaiting confirmation', () => {
  it('lists who to call and confirms an order by phone, which then leaves the list', async () => {
    setLanguage('ar');
    await signedInAs(t, 'orders');
    consolePage('/staff/cod-confirmations');
    expect(await screen.findByRole('heading', { level: 1, name: 'بانتظار التأكيد' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: /أقسام/ })[0]!;
    expect(within(nav).getByRole('link', { name: 'بانتظار التأكيد' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الطلبات بانتظار التأكيد' });
    const row = (await within(table).findByText('hind.cod@example.com')).closest('tr')!;
    expect(within(row).getByRole('link', { name: `الطلب رقم ${order.id}` })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '+962791234567' })).toHaveAttribute(
      'href',
      'tel:+962791234567',
    );
    expect(within(row).getByText('لم تُرسل')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: `تأكّد بالهاتف: الطلب رقم ${order.id}` }));
    await findToast('تأكّد الطلب، وسُجّلتَ في سجلّه على أنك من اتصل');
    expect(await screen.findByText('لا طلب بانتظار التأكيد.')).toBeInTheDocument();

    // The order's history says who called.
    consolePage(`/staff/orders/${order.id}`);
    const history = (await screen.findByRole('heading', { level: 2, name: 'سجل الطلب' })).closest('section')!;
    const line = (await within(history).findByText('تأكّد بالهاتف')).closest('li')!;
    expect(line).toHaveTextContent(/^تأكّد بالهاتف — Staff orders · /);
  });

  it('is in English too, and not in an editor’s navigation', async () => {
    setLanguage('en');
    await signedInAs(t, 'admin');
    consolePage('/staff/cod-confirmations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Awaiting confirmation' }),
    ).toBeInTheDocument();
    await signedInAs(t, 'editor');
    consolePage('/staff');
    const nav = (await screen.findAllByRole('navigation', { name: /Console sections/ }))[0]!;
    await within(nav).findByRole('link', { name: 'Books' });
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Awaiting confirmation' })).not.toBeInTheDocument(),
    );
    setLanguage('ar');
  });
});
