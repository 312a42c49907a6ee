import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { curlew, findHeading, main, setUpDetailsPage } from './test-kit.ts';

/* The book page during a sale: each format's price before it struck through, the saving, the sale. */

const openDetails = setUpDetailsPage();

const onSale = {
  ...curlew,
  pdf_price: 3.2,
  regular_pdf_price: 3.99,
  hardcopy_price: 9.2,
  regular_hardcopy_price: 11.5,
  sale: {
    name: 'Ramadan sale',
    name_ar: 'تخفيضات رمضان',
    name_en: 'Ramadan sale',
    ends_at: '2030-03-30T21:00:00.000Z',
  },
};

describe('book page during a sale', () => {
  it('shows each format’s sale price, the price before it struck through, the saving and the sale’s name', async () => {
    languageStore.set('en');
    await openDetails({ book: onSale });
    await findHeading('The Call of the Curlew');
    const pdf = main().getByRole('radio', { name: 'Digital copy (PDF)' }).closest('label') as HTMLElement;
    expect(pdf).toHaveTextContent('$3.20');
    expect(pdf.querySelector('s')).toHaveTextContent('Before the sale: $3.99');
    expect(pdf).toHaveTextContent('You save $0.79');
    const print = main().getByRole('radio', { name: 'Hard copy' }).closest('label') as HTMLElement;
    expect(print.querySelector('s')).toHaveTextContent('$11.50');
    expect(print).toHaveTextContent('You save $2.30');
    expect(main().getByTestId('sale-note')).toHaveTextContent(/^Ramadan sale: until /);
  });

  it('says it in Arabic', async () => {
    languageStore.set('ar');
    await openDetails({ book: { ...onSale, sale: { ...onSale.sale, name: 'تخفيضات رمضان' } } });
    await findHeading('دعاء الكروان');
    expect(main().getByTestId('sale-note')).toHaveTextContent(/^تخفيضات رمضان: حتى /);
    expect(main().getAllByTestId('saving')[0]).toHaveTextContent('توفّر $0.79');
  });

  it('strikes nothing without a sale', async () => {
    languageStore.set('en');
    await openDetails({ book: curlew });
    await findHeading('The Call of the Curlew');
    expect(main().queryByTestId('was-price')).not.toBeInTheDocument();
    expect(main().queryByTestId('sale-note')).not.toBeInTheDocument();
  });
});
