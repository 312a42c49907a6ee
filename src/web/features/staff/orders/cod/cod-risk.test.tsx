import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordParcelOutcome } from '#server/modules/cod-risk/testing.ts';
import { createBook, createBuyer, createReference, hardCopyBody } from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/*
 * A COD buyer's record on the order screen and the prepayment settings (decision 103), against the
 * real API: earlier orders and their returns, the phone's validity, the parcel's outcome, the rules.
 */

const t = setUpConsoleApi();
const orders = { first: 0, second: 0, card: 0 };

beforeAll(async () => {
  const ref = await createReference(t.app.db);
  const buyer = await createBuyer(t.app.db, 'salma');
  const book = await createBook(t, { titleEn: 'Sea Lanes', hardcopyPriceCents: 1500, stock: 6 });
  const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] });
  orders.first = await placedOrder(t, buyer.token, body);
  orders.second = await placedOrder(t, buyer.token, body);
  orders.card = await placedOrder(t, buyer.token, { ...body, payment_type_id: ref.card });
  await recordParcelOutcome(t.app.db, orders.first, 'returned');
});

const riskPanel = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

describe('the COD risk panel', () => {
  it('shows the buyer’s earlier COD orders and returns, the phone’s validity, and records the outcome', async () => {
    setLanguage('en');
    await signedInAs(t, 'orders');
    consolePage(`/staff/orders/${orders.second}`);
    const panel = await riskPanel('Cash on delivery: the buyer’s record');
    expect(within(panel).getByText(/A valid number of Jordan:/)).toBeInTheDocument();
    const account = within(panel).getByRole('row', { name: /^Account/ });
    expect(
      within(account)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '0']);
    expect(within(panel).getByRole('link', { name: `Order #${orders.first}` })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark refused' }));
    await findToast('The parcel’s outcome is saved');
    await waitFor(() => expect(within(panel).getByText('refused at the door')).toBeInTheDocument());
  });

  it('is not shown for an order paid by card', async () => {
    setLanguage('ar');
    await signedInAs(t, 'orders');
    consolePage(`/staff/orders/${orders.card}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'سجل الطلب' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'الدفع عند الاستلام: سجل المشتري' })).toBeNull();
  });
});

describe('the prepayment settings', () => {
  it('are saved by an admin in Arabic, a count out of range refused under its field', async () => {
    const user = userEvent.setup();
    setLanguage('ar');
    await signedInAs(t, 'admin');
    consolePage('/staff/settings');
    const form = await screen.findByRole('form', { name: 'الدفع عند الاستلام أو الدفع المسبق' });
    const amount = within(form).getByLabelText(/^الدفع المسبق لطلب يتجاوز/);
    const returns = within(form).getByLabelText(/^الدفع المسبق بعد هذا العدد/);
    expect(amount).toHaveValue(null);

    await user.type(returns, '0');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await within(form).findByText('اكتب عددًا صحيحًا من 1 إلى 100، أو اتركه فارغًا')).toBeInTheDocument();

    await user.clear(returns);
    await user.type(returns, '3');
    await user.type(amount, '150');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    await findToast('حُفظت قواعد الدفع عند الاستلام');
    await waitFor(async () =>
      expect(await t.app.db.query.codRiskSettings.findFirst()).toMatchObject({
        prepayAboveCents: 15_000,
        maxReturns: 3,
      }),
    );
  });
});
