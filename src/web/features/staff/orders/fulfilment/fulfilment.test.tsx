import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { askForConfirmationIn } from '#server/modules/cod-confirmation/testing.ts';
import { createBook, createBuyer, createReference, hardCopyBody } from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/*
 * The fulfilment pipeline screen against the real API (decision 100): the steps with their counts,
 * the chosen step's orders with the buyer and the place, each linked to its order.
 */

const t = setUpConsoleApi({ codConfirmation: false });
const order = { cod: 0, card: 0 };

beforeAll(async () => {
  const ref = await createReference(t.app.db);
  await askForConfirmationIn(t.app.db, ref.countryId);
  const buyer = await createBuyer(t.app.db, 'layla');
  const book = await createBook(t, { titleEn: 'Sea Stories', hardcopyPriceCents: 1500, stock: 4 });
  const books = [{ book_id: book.id, quantity: 1 }];
  order.cod = await placedOrder(t, buyer.token, hardCopyBody(ref, { books, shipping_name: 'ليلى حسن' }));
  order.card = await placedOrder(
    t,
    buyer.token,
    hardCopyBody(ref, { books, payment_type_id: ref.card, shipping_name: 'Layla Hassan' }),
  );
});

const stageLink = (nav: HTMLElement, name: RegExp) => within(nav).getByRole('link', { name });

describe('the fulfilment pipeline screen', () => {
  it('shows each step’s count and the orders awaiting confirmation, in Arabic', async () => {
    setLanguage('ar');
    await signedInAs(t, 'orders');
    consolePage('/staff/fulfilment');
    expect(await screen.findByRole('heading', { level: 1, name: 'مسار الطلبات' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'خطوات المسار' });
    await waitFor(() =>
      expect(stageLink(steps, /^1\s*بانتظار التأكيد$/)).toHaveAttribute('aria-current', 'page'),
    );
    expect(stageLink(steps, /^1\s*مؤكَّدة بلا ملصق بعد$/)).toBeInTheDocument();
    expect(stageLink(steps, /^0\s*طُبع الملصق$/)).toBeInTheDocument();
    expect(stageLink(steps, /^0\s*لدى شركة الشحن$/)).toBeInTheDocument();
    expect(stageLink(steps, /^0\s*سُلِّمت$/)).toBeInTheDocument();
    expect(stageLink(steps, /^0\s*أُعيدت$/)).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'الطلبات: بانتظار التأكيد' });
    const row = (await within(table).findByText('ليلى حسن')).closest('tr')!;
    expect(within(row).getByRole('link', { name: `الطلب رقم ${order.cod}` })).toHaveAttribute(
      'href',
      `#/staff/orders/${order.cod}`,
    );
    expect(row).toHaveTextContent('عمّان، الأردن');
  });

  it('opens another step’s orders in English, and is not in an editor’s navigation', async () => {
    const user = userEvent.setup();
    setLanguage('en');
    await signedInAs(t, 'admin');
    consolePage('/staff/fulfilment');
    const steps = await screen.findByRole('navigation', { name: 'Steps of the pipeline' });
    await user.click(await within(steps).findByRole('link', { name: /^1\s*Confirmed, no label yet$/ }));
    const table = await screen.findByRole('table', { name: 'Orders: Confirmed, no label yet' });
    const row = (await within(table).findByText('Layla Hassan')).closest('tr')!;
    expect(within(row).getByRole('link', { name: `Order #${order.card}` })).toBeInTheDocument();
    expect(row).toHaveTextContent('عمّان, Jordan');
    expect(within(table).queryByText('ليلى حسن')).not.toBeInTheDocument();

    await signedInAs(t, 'editor');
    consolePage('/staff');
    const nav = (await screen.findAllByRole('navigation', { name: /Console sections/ }))[0]!;
    await within(nav).findByRole('link', { name: 'Books' });
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Fulfilment pipeline' })).not.toBeInTheDocument(),
    );
    setLanguage('ar');
  });
});
