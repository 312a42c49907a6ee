import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currencyStore } from '#web/state/currency.ts';
import { languageStore } from '#web/state/language.ts';
import type { Recorded } from '#web/test/api-server.ts';
import { shippingAnswers } from '#web/test/shipping.ts';
import { curlew, findHeading, main, setUpDetailsPage } from './test-kit.ts';

/*
 * The book page's prices in the reader's market (decision 110): once the reader's country is in a
 * market that does not sell in dollars, each format also shows what an order from there is charged,
 * in its currency, instead of an approximate in that same currency.
 */

const openDetails = setUpDetailsPage();
const rates = {
  data: [
    { code: 'USD', rate: 1, decimals: 2, set_at: null },
    { code: 'SAR', rate: 3.75, decimals: 2, set_at: '2026-11-20T09:00:00.000Z' },
  ],
};

/** Jordan sells in dollars; Saudi Arabia in riyals, $11.50 converted and rounded up to 43.95. */
function answers(request: Recorded) {
  if (request.path === '/api/currency-rates') return { body: rates };
  if (request.path === '/api/market-prices') {
    const saudi = request.query.get('country_id') === '2';
    return {
      body: {
        data: {
          currency: saudi ? 'SAR' : 'USD',
          decimals: 2,
          market_ar: saudi ? 'السعودية' : 'بقية العالم',
          market_en: saudi ? 'Saudi Arabia' : 'Rest of the world',
          books: [{ book_id: curlew.id, pdf: saudi ? 14.95 : 3.99, hardcopy: saudi ? 43.95 : 11.5 }],
        },
      },
    };
  }
  return shippingAnswers(request);
}

const format = (name: string) => main().getByRole('radio', { name }).closest('label') as HTMLElement;

describe('book details in the reader’s market', () => {
  it('shows the riyal prices once the reader ships to Saudi Arabia, and no approximate in riyals', async () => {
    languageStore.set('en');
    currencyStore.set('SAR');
    const user = userEvent.setup();
    await openDetails({ book: curlew, more: answers });
    await findHeading('The Call of the Curlew');
    // Jordan first: its market sells in dollars, so the approximate in riyals stays.
    expect(await within(format('Hard copy')).findByTestId('approx-price')).toHaveTextContent('≈ SAR 43.13');
    expect(within(format('Hard copy')).queryByTestId('market-price')).toBeNull();
    await user.selectOptions(await screen.findByLabelText('Ship to'), 'Saudi Arabia');
    await waitFor(() =>
      expect(within(format('Hard copy')).getByTestId('market-price').textContent).toBe(
        'SAR\u00a043.95 in Saudi Arabia',
      ),
    );
    expect(within(format('Digital copy (PDF)')).getByTestId('market-price').textContent).toBe(
      'SAR\u00a014.95 in Saudi Arabia',
    );
    expect(format('Hard copy')).toHaveTextContent('$11.50');
    for (const name of ['Hard copy', 'Digital copy (PDF)']) {
      expect(within(format(name)).queryByTestId('approx-price')).toBeNull();
    }
  });

  it('says it in Arabic, the amount kept left to right, and keeps an approximate in another currency', async () => {
    languageStore.set('ar');
    currencyStore.set('EGP');
    localStorage.setItem('shipping-country', '2');
    await openDetails({ book: curlew, more: answers });
    await findHeading('دعاء الكروان');
    const hard = format('نسخة ورقية');
    const price = await within(hard).findByTestId('market-price');
    expect(price.textContent).toBe('SAR\u00a043.95 في السعودية');
    expect(price.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});
