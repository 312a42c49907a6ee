import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#shared/lang.ts';
import { currencyStore } from '#web/state/currency.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderApp, renderWithProviders } from '#web/test/render.tsx';
import { BookCard } from './BookCard.tsx';

/* Prices in dollars with an approximate in the reader's currency, at the rates staff set (decision 057). */

const rates = {
  data: [
    { code: 'USD', rate: 1, decimals: 2, set_at: null },
    { code: 'SAR', rate: 3.75, decimals: 2, set_at: '2026-11-20T09:00:00.000Z' },
    { code: 'KWD', rate: 0.307, decimals: 3, set_at: '2026-11-20T09:00:00.000Z' },
  ],
};

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer((request) => {
    if (request.path === '/api/currency-rates') return { body: rates };
    if (request.path === '/api/books')
      return { body: { data: [bookFixture({ id: 1, hardcopy_price: 17 })] } };
    return undefined;
  });
});
afterAll(() => api.close());
afterEach(() => {
  api.requests.length = 0;
});

const rateAsks = () => api.requests.filter((r) => r.path === '/api/currency-rates').length;

function renderCard(lang: Lang) {
  languageStore.set(lang);
  const view = renderWithProviders(
    <BookCard book={bookFixture({ id: 1, hardcopy_price: 17, pdf_price: 0 })} />,
  );
  return within(view.container).getByTestId('book-card');
}

describe('the display currency', () => {
  it('is chosen beside the language, remembered on the device, and asks for the rates only once chosen', async () => {
    const user = userEvent.setup();
    const first = renderApp('/');
    const chooser = await screen.findByRole('combobox', {
      name: 'عملة الأسعار التقريبية (الدفع بالدولار الأمريكي)',
    });
    expect(chooser).toHaveValue('USD');
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['USD', 'SAR', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'JOD']);
    expect(rateAsks()).toBe(0);
    await user.selectOptions(chooser, 'KWD');
    expect(localStorage.getItem('display-currency')).toBe('"KWD"');
    first.unmount();

    renderApp('/');
    expect(
      await screen.findByRole('combobox', { name: 'عملة الأسعار التقريبية (الدفع بالدولار الأمريكي)' }),
    ).toHaveValue('KWD');
  });

  it('shows no approximate while the reader sees dollars', async () => {
    const card = renderCard('ar');
    expect(within(card).getByText('$17.00')).toBeInTheDocument();
    expect(within(card).queryByTestId('approx-price')).toBeNull();
    expect(rateAsks()).toBe(0);
  });

  it('shows the approximate beside the dollar price in Arabic: ≈ 63.75 ر.س', async () => {
    currencyStore.set('SAR');
    const card = renderCard('ar');
    const approx = await within(card).findByTestId('approx-price');
    expect(approx.textContent).toBe('≈ \u200f63.75\u00a0ر.س.\u200f');
    expect(approx.querySelector('bdi')).not.toBeNull();
    expect(within(card).getByText('$17.00')).toBeInTheDocument();
    expect(approx).toHaveAttribute('title', expect.stringContaining('سعر تقريبي بسعر الصرف المحدد في'));
  });

  it('writes Kuwaiti dinars with three decimals, in Arabic and in English', async () => {
    currencyStore.set('KWD');
    const ar = renderCard('ar');
    expect((await within(ar).findByTestId('approx-price')).textContent).toBe('≈ \u200f5.219\u00a0د.ك.\u200f');
    const en = renderCard('en');
    expect((await within(en).findByTestId('approx-price')).textContent).toBe('≈ KWD\u00a05.219');
    // One answer serves every price on the page.
    expect(rateAsks()).toBeLessThanOrEqual(2);
  });
});
