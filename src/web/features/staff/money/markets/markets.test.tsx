import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { addMarket } from '#server/modules/markets/testing.ts';
import { currencyRates, insertCountries } from '#server/modules/reference/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The markets screen against the real API: each market with its currency, rate, rounding, countries and methods. */

const t = setUpConsoleApi();
const ids = { kw: 0, book: 0 };

beforeAll(async () => {
  const [kuwait] = await insertCountries(t.app.db, [
    { code: 'KW', nameAr: 'الكويت', nameEn: 'Kuwait' },
    { code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
  ]);
  await t.app.db.insert(currencyRates).values([
    { code: 'SAR', rateMicros: 3_750_000 },
    { code: 'KWD', rateMicros: 307_000 },
  ]);
  const market = await addMarket(t.app.db, {
    code: 'kw',
    name_ar: 'الكويت',
    name_en: 'Kuwait',
    currency: 'KWD',
    rounding: 'half',
    payment_methods: ['card', 'knet'],
    country_ids: [kuwait!.id],
  });
  ids.kw = market.id;
  ids.book = (await insertBook(t.app.db, { pdfPriceCents: 1250, hardcopyPriceCents: 2000 }))!.id;
});

describe('the markets screen', () => {
  it('lists the markets and lets an administrator add one, refusing a country another market holds, in Arabic', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    consolePage('/staff/markets');
    expect(await screen.findByRole('heading', { level: 1, name: 'الأسواق' })).toBeInTheDocument();
    const kuwait = await screen.findByTestId('market-kw');
    expect(within(kuwait).getByText('1 USD = 0.307 KWD')).toBeInTheDocument();
    expect(within(kuwait).getByText('صعودًا إلى أقرب ‎.50')).toBeInTheDocument();
    expect(within(kuwait).getByText('بطاقة ائتمانية وكي نت')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إضافة سوق' }));
    const form = screen.getByRole('form', { name: 'سوق جديدة' });
    await user.type(within(form).getByLabelText(/^الرمز/), 'sa');
    await user.type(within(form).getByLabelText(/^العملة/), 'SAR');
    await user.type(within(form).getByLabelText(/^الاسم بالعربية/), 'السعودية');
    await user.type(within(form).getByLabelText(/^الاسم بالإنجليزية/), 'Saudi Arabia');
    await user.click(within(form).getByLabelText('مدى'));
    await user.selectOptions(within(form).getByLabelText(/^الدول/), ['السعودية (SA)', 'الكويت (KW)']);
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(
      await within(form).findByText('الكويت في سوق الكويت من قبل: أخرجها من تلك السوق أولًا'),
    ).toBeInTheDocument();

    await user.deselectOptions(within(form).getByLabelText(/^الدول/), 'الكويت (KW)');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('أُضيفت السوق السعودية')).toBeInTheDocument();
    const saudi = await screen.findByTestId('market-sa');
    expect(within(saudi).getByText('1 USD = 3.75 SAR')).toBeInTheDocument();
    expect(within(saudi).getByText('بطاقة ائتمانية ومدى')).toBeInTheDocument();
  });

  it('shows the markets to an editor without a form, who sets a book’s fixed price, in English', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    setLanguage('en');
    consolePage('/staff/markets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Markets' })).toBeInTheDocument();
    expect(screen.getByText(/Only administrators change them\.$/)).toBeInTheDocument();
    expect(await screen.findByTestId('market-kw')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a market' })).toBeNull();

    await user.type(screen.getByLabelText('Book number'), String(ids.book));
    await user.click(screen.getByRole('button', { name: 'Show the prices' }));
    const kuwait = await screen.findByTestId(`prices-${ids.kw}`);
    // $12.50 at 0.307 is 3.838 KWD, up to the next .50: 4.000; $20.00 is 6.140, so 6.500.
    const pdf = within(kuwait).getByLabelText('PDF (KWD)');
    expect(pdf).toHaveAccessibleDescription('Converted: 4.000 KWD');
    expect(within(kuwait).getByLabelText('Printed copy (KWD)')).toHaveAccessibleDescription(
      'Converted: 6.500 KWD',
    );
    await user.type(pdf, '3.950');
    await user.click(screen.getByRole('button', { name: 'Save the prices' }));
    expect(await findToast("The book's market prices are saved")).toBeInTheDocument();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/staff/books/${ids.book}/market-prices`,
      headers: { authorization: `Bearer ${editor.token}` },
    });
    const kw = answer.json().data.find((price: { market_id: number }) => price.market_id === ids.kw);
    expect([kw.pdf_price_minor, kw.hardcopy_price_minor]).toEqual([3950, null]);
  });
});
