import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMarket, setRate } from '#server/modules/markets/testing.ts';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { staffCaller } from '#server/modules/staff/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/* An order charged in Kuwaiti dinars: its price and refunds in dinars, amounts typed with three decimals. */

const t = setUpConsoleApi();
const staff = staffCaller(t);
const ref = {} as Reference;
beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  await setRate(t.app.db, 'KWD', 0.307);
  await addMarket(t.app.db, {
    currency: 'KWD',
    country_ids: [ref.countryId],
    rounding: 'none',
    payment_methods: ['card', 'cod'],
  });
});

/** A printed order of three copies at $20 (6.140 KWD each) in the Kuwaiti market, delivered and paid. */
async function paidOrderInDinars(token: string) {
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, {
    stock: 10,
    hardcopyPriceCents: 2000,
    titleAr: 'ديوان',
    titleEn: 'Poems',
  });
  const id = await placedOrder(
    t,
    buyer.token,
    hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 3 }] }),
  );
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX1' },
    { status: 'delivered' },
  ]) {
    const moved = await staff('POST', `/staff/orders/${id}/status`, { token, body });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const paid = await staff('POST', `/staff/orders/${id}/paid`, { token });
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

describe('a refund of an order in Kuwaiti dinars', () => {
  it('takes the amount typed in dinars with three decimals and sends it in fils', async () => {
    setLanguage('en');
    const member = await signedInAs(t, 'admin');
    const id = await paidOrderInDinars(member.token);
    consolePage(`/staff/orders/${id}`);
    const section = await screen.findByRole('region', { name: 'Refunds and returns' });
    await userEvent.click(within(section).getByRole('button', { name: 'Refund part of the order' }));
    const dialog = await screen.findByRole('dialog', { name: `Refund part of order #${id}` });
    expect(dialog.querySelector('p bdi[dir="ltr"]')?.textContent).toBe('KWD\u00a018.420');
    await userEvent.type(within(dialog).getByLabelText('Amount (KWD)'), '3.838');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Refund KWD\s3\.838$/ }));

    await findToast('The refund is recorded');
    const refund = await within(section).findByTestId('refund');
    expect(refund.querySelector('bdi[dir="ltr"]')?.textContent).toBe('KWD\u00a03.838');
    const order = await staff('GET', `/staff/orders/${id}`, { token: member.token });
    const { currency, refunds, refundable_cents } = order.json().data;
    expect({ currency, amounts: refunds.map((r: { amount_cents: number }) => r.amount_cents) }).toEqual({
      currency: 'KWD',
      amounts: [3838],
    });
    expect(refundable_cents).toBe(18420 - 3838);
  });

  it('refuses a fourth decimal, in Arabic', async () => {
    setLanguage('ar');
    const member = await signedInAs(t, 'admin');
    const id = await paidOrderInDinars(member.token);
    consolePage(`/staff/orders/${id}`);
    const section = await screen.findByRole('region', { name: 'المبالغ المردودة والاسترداد' });
    await userEvent.click(within(section).getByRole('button', { name: /ردّ جزء/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('المبلغ (KWD)'), '3.8385');
    expect(within(dialog).getByRole('button', { name: /^ردّ KWD\s0\.000$/ })).toBeDisabled();
  });
});
