import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { paidGift } from '#server/modules/gifts/testing.ts';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  ordersApi,
} from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The gifts screen against the real API: who gave which book to whom, its state and dates, send again. */

const t = setUpConsoleApi();
const gift = { to: '', printedOrder: 0 };

beforeAll(async () => {
  const ref = await createReference(t.app.db);
  const buyer = await createBuyer(t.app.db, 'hind');
  const paid = await paidGift(t, ordersApi(t), ref, buyer, { recipient_email: 'layla.gift@example.com' });
  gift.to = paid.to;
  const book = await createBook(t, { titleEn: 'Poems for Eid', hardcopyPriceCents: 1999, stock: 3 });
  const printed = await ordersApi(t)('POST', '/orders', {
    token: buyer.token,
    body: hardCopyBody(ref, {
      payment_type_id: ref.card,
      books: [{ book_id: book.id, quantity: 1, isHardCopy: true }],
      gift: { message: 'عيد مبارك يا سارة' },
    }),
  });
  gift.printedOrder = printed.json().data.id;
});

describe('the gifts screen', () => {
  it('lists each gift with its buyer, recipient, book and state, and sends one again', async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff/gifts');
    expect(await screen.findByRole('heading', { level: 1, name: 'الهدايا' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الهدايا' });
    const row = (await within(table).findByText('layla.gift@example.com')).closest('tr')!;
    expect(within(row).getByText('ديوان الهدايا')).toBeInTheDocument();
    expect(within(row).getByText(/^hind-/)).toBeInTheDocument();
    expect(within(row).getByText('أُرسلت')).toBeInTheDocument();
    expect(within(row).getByText('أُرسلت مرة واحدة')).toBeInTheDocument();

    await userEvent.click(
      within(row).getByRole('button', { name: 'أرسلها مرة أخرى إلى layla.gift@example.com' }),
    );
    await findToast('أُرسلت الهدية مرة أخرى برابط جديد');
    await waitFor(() => {
      const again = within(table).getByText('layla.gift@example.com').closest('tr')!;
      expect(within(again).getByText('أُرسلت مرتين')).toBeInTheDocument();
    });
  });

  it('filters by state, in English', async () => {
    setLanguage('en');
    await signedInAs(t, 'admin');
    consolePage('/staff/gifts');
    const table = await screen.findByRole('table', { name: 'Gifts' });
    await within(table).findByText('layla.gift@example.com');
    expect(within(table).getByText('Sent')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'claimed');
    expect(await screen.findByText('No gift matches.')).toBeInTheDocument();
  });

  it('says on a printed order that it is a gift, with its note', async () => {
    setLanguage('ar');
    await signedInAs(t, 'orders');
    consolePage(`/staff/orders/${gift.printedOrder}`);
    const section = (await screen.findByRole('heading', { level: 2, name: 'هدية' })).closest('section')!;
    expect(within(section).getByText('عيد مبارك يا سارة')).toBeInTheDocument();
  });

  it('is not in an editor’s navigation', async () => {
    setLanguage('ar');
    await signedInAs(t, 'editor');
    consolePage('/staff');
    const nav = await screen.findByRole('navigation', { name: /أقسام/ });
    await within(nav).findByRole('link', { name: 'الكتب' });
    expect(within(nav).queryByRole('link', { name: 'الهدايا' })).not.toBeInTheDocument();
  });
});
