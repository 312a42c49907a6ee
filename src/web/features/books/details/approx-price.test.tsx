import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currencyStore } from '#web/state/currency.ts';
import { languageStore } from '#web/state/language.ts';
import { curlew, findHeading, main, setUpDetailsPage } from './test-kit.ts';

/* The book page's prices with their approximates in the reader's currency (decision 057). */

const openDetails = setUpDetailsPage();
const rates = {
  data: [
    { code: 'USD', rate: 1, decimals: 2, set_at: null },
    { code: 'JOD', rate: 0.709, decimals: 3, set_at: '2026-11-20T09:00:00.000Z' },
  ],
};

describe('book details in another currency', () => {
  it('shows each format’s dollar price with its approximate in Jordanian dinars, three decimals', async () => {
    languageStore.set('en');
    currencyStore.set('JOD');
    await openDetails({
      book: curlew,
      more: (request) => (request.path === '/api/currency-rates' ? { body: rates } : undefined),
    });
    await findHeading('The Call of the Curlew');
    const hard = main().getByRole('radio', { name: 'Hard copy' }).closest('label') as HTMLElement;
    expect(hard).toHaveTextContent('$11.50');
    expect((await within(hard).findByTestId('approx-price')).textContent).toBe('≈ JOD\u00a08.154');
    const pdf = main().getByRole('radio', { name: 'Digital copy (PDF)' }).closest('label') as HTMLElement;
    expect((await within(pdf).findByTestId('approx-price')).textContent).toBe('≈ JOD\u00a02.829');
  });
});
