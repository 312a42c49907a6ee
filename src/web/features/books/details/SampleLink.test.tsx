import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { curlew, findHeading, main, setUpDetailsPage } from './test-kit.ts';

/* The book page's look inside (decision 060): a link to the free sample, for a book that has one. */

const openDetails = setUpDetailsPage();

describe('the sample link on the book page', () => {
  it('leads to the book’s sample in the reader when the book has one', async () => {
    await openDetails({ book: { ...curlew, has_sample: true } });
    await findHeading('دعاء الكروان');
    expect(main().getByRole('link', { name: 'اقرأ عيّنة' })).toHaveAttribute(
      'href',
      `#/read/${curlew.id}/sample`,
    );
  });

  it('says so in English', async () => {
    languageStore.set('en');
    await openDetails({ book: { ...curlew, has_sample: true } });
    await findHeading('The Call of the Curlew');
    expect(main().getByRole('link', { name: 'Read a sample' })).toHaveAttribute(
      'href',
      `#/read/${curlew.id}/sample`,
    );
  });

  it('is absent for a book without a sample', async () => {
    await openDetails({ book: { ...curlew, has_sample: false } });
    await findHeading('دعاء الكروان');
    expect(main().queryByRole('link', { name: 'اقرأ عيّنة' })).not.toBeInTheDocument();
    expect(main().queryByTestId('read-sample')).not.toBeInTheDocument();
  });
});
