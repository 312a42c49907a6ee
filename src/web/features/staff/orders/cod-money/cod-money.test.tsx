import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpCarriersTest } from '#server/modules/carriers/testing.ts';
import { addMarket, setRate } from '#server/modules/markets/testing.ts';
import { decimalAmount } from '#shared/minor-units.ts';
import { apiConfig } from '#web/api/client.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, savedFiles, signedInAs } from '../../console/test-kit.tsx';

/*
 * The COD money screen against the real API, whose carriers are answered by their stand-ins: a
 * statement imported with its carrier, its lines to look into, the daily table per carrier with its
 * totals, and its CSV; in Arabic and in English.
 */

const { env, codOrder, book } = setUpCarriersTest();
const parcel = { orderId: 0, waybill: '', cents: 0 };
let previousBase = '';

beforeAll(async () => {
  await env.app.listen({ host: '127.0.0.1', port: 0 });
  previousBase = apiConfig.base;
  apiConfig.base = `http://127.0.0.1:${(env.app.server.address() as AddressInfo).port}/api`;
  const { id } = await codOrder();
  const res = await book(id);
  expect(res.statusCode, res.body).toBe(201);
  Object.assign(parcel, {
    orderId: id,
    waybill: res.json().data.waybill,
    cents: res.json().data.cod_amount_cents,
  });
});

afterAll(() => {
  apiConfig.base = previousBase;
  env.app.server.closeAllConnections();
});

/** An amount as the screen shows it, its no-break space read as the page's text reads it (`KWD 8.903`). */
const price = (cents: number, currency = 'USD', decimals = 2) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency })
    .format(cents / 10 ** decimals)
    .replace(/\s/g, ' ');
const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('the COD money screen', () => {
  it('imports a carrier’s statement, names the lines to look into, and shows the day’s money per carrier', async () => {
    setLanguage('ar');
    await signedInAs(env, 'orders');
    consolePage('/staff/cod-money');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'أموال الدفع عند الاستلام' }),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: /أقسام/ })[0]!;
    expect(within(nav).getByRole('link', { name: 'أموال الدفع عند الاستلام' })).toBeInTheDocument();

    // Before the statement: the whole cash is outstanding.
    const table = await screen.findByRole('table', { name: /^أموال الدفع عند الاستلام من / });
    const dayRow = within(table).getAllByRole('row')[1]!;
    expect(within(dayRow).getByText('أرامكس')).toBeInTheDocument();
    expect(within(dayRow).getAllByText(price(parcel.cents))).toHaveLength(2);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('شركة الشحن'), 'aramex');
    const statement = [
      'AWB No,COD Amount,Delivery Date,Payment Reference',
      `${parcel.waybill},${dollars(parcel.cents - 100)},2026-11-30,CHQ-1`,
      '70000000001,12.00,2026-11-30,CHQ-1',
    ].join('\n');
    await user.upload(
      screen.getByLabelText('الكشف (CSV)'),
      new File([statement], 'aramex.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'استيراد' }));
    await findToast('استُورد الكشف: 2 سطر، منها 2 تحتاج مراجعة');
    const flagged = screen.getByRole('table', { name: 'أسطر تحتاج مراجعة' });
    const differs = within(flagged).getByText('مبلغ مختلف').closest('tr')!;
    expect(within(differs).getByText(parcel.waybill)).toBeInTheDocument();
    expect(within(differs).getByRole('link', { name: `الطلب رقم ${parcel.orderId}` })).toHaveAttribute(
      'href',
      `#/staff/orders/${parcel.orderId}`,
    );
    const unknown = within(flagged).getByText('رقم شحنة غير معروف').closest('tr')!;
    expect(within(unknown).getByText('70000000001')).toBeInTheDocument();

    // The table follows: collected what the carrier remitted, one dollar outstanding, and the total.
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: /^أموال الدفع عند الاستلام من / })).getAllByRole(
        'row',
      );
      expect(rows[1]).toHaveTextContent(price(parcel.cents - 100));
      expect(rows[1]).toHaveTextContent(price(100));
    });
    const totals = within(screen.getByRole('table', { name: /^أموال الدفع عند الاستلام من / }))
      .getAllByRole('row')
      .at(-1)!;
    expect(within(totals).getByRole('rowheader', { name: 'المجموع' })).toBeInTheDocument();

    const saved = savedFiles();
    await user.click(screen.getByRole('button', { name: 'تنزيل CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^cod-money-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.bytes);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFاليوم,شركة الشحن,العملة,المتوقع,المحصَّل,المتبقي');
  });

  it('names a refused file’s line, in English', async () => {
    setLanguage('en');
    await signedInAs(env, 'admin');
    consolePage('/staff/cod-money');
    expect(await screen.findByRole('heading', { level: 1, name: 'COD money' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Carrier'), 'smsa');
    await user.upload(
      screen.getByLabelText('Statement (CSV)'),
      new File(['AWB No,COD Amount\n123,abc\n'], 'smsa.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 2: “abc” is not an amount (digits and up to three decimals, such as 125.50 or 3.838)',
    );
    expect(await screen.findByRole('columnheader', { name: 'Outstanding' })).toBeInTheDocument();
    setLanguage('ar');
  });

  // Last: from here Jordan, standing in for Kuwait, pays in Kuwaiti dinars (decision 110).
  it('shows a parcel charged in dinars in dinars, with three decimals, in its own row', async () => {
    await setRate(env.app.db, 'KWD', 0.307);
    await addMarket(env.app.db, {
      currency: 'KWD',
      rounding: 'none',
      payment_methods: ['card', 'cod'],
      country_ids: [env.ref.countryId],
    });
    const { id } = await codOrder('jordan');
    const booked = await book(id, { carrier: 'smsa' });
    expect(booked.statusCode, booked.body).toBe(201);
    const { waybill, cod_amount_cents: fils, currency } = booked.json().data;
    expect(currency).toBe('KWD');

    setLanguage('en');
    await signedInAs(env, 'orders');
    consolePage('/staff/cod-money');
    const table = await screen.findByRole('table', { name: /^COD money from / });
    const dinarRow = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('KWD'))!;
    expect(within(dinarRow).getByText('SMSA')).toBeInTheDocument();
    expect(within(dinarRow).getAllByText(price(fils, 'KWD', 3))).toHaveLength(2);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Carrier'), 'smsa');
    await user.upload(
      screen.getByLabelText('Statement (CSV)'),
      new File([`waybill,amount\n${waybill},${decimalAmount(fils - 3, 3)}\n`], 'smsa.csv', {
        type: 'text/csv',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await findToast('Statement imported: 1 line, 1 to look into');
    const credited = screen.getByText('Credited').closest('div')!;
    expect(credited).toHaveTextContent(price(fils - 3, 'KWD', 3));
    const differs = within(screen.getByRole('table', { name: 'Lines to look into' }))
      .getByText('Amount differs')
      .closest('tr')!;
    expect(differs).toHaveTextContent(price(fils - 3, 'KWD', 3));
    expect(differs).toHaveTextContent(price(fils, 'KWD', 3));
    setLanguage('ar');
  });
});
