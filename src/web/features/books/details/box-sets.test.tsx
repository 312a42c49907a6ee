import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { curlew, findHeading, setUpDetailsPage } from './test-kit.ts';

/* A book's page leads to the box sets on sale that hold it (decision 096). */

const openDetails = setUpDetailsPage();

const holding = [
  {
    id: 5,
    title: 'ثلاثية القاهرة',
    title_ar: 'ثلاثية القاهرة',
    title_en: 'The Cairo Trilogy',
    format: 'hardcopy',
  },
  { id: 6, title: 'Two Tales', title_ar: 'حكايتان', title_en: 'Two Tales', format: 'pdf' },
];

const boxSetsOf = (answer: typeof holding) => (request: { path: string }) =>
  request.path === `/api/books/${curlew.id}/box-sets` ? { body: { data: answer } } : undefined;

describe('the box sets of a book', () => {
  it('names each box set holding the book with its format, leading to its page, in Arabic', async () => {
    await openDetails({ book: curlew, more: boxSetsOf(holding) });
    const nav = await screen.findByRole('navigation', { name: 'مجموعات تضم هذا الكتاب' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ضمن مجموعة «ثلاثية القاهرة» (مطبوعة)', 'ضمن مجموعة «Two Tales» (PDF)']);
    expect(within(nav).getByRole('link', { name: 'ثلاثية القاهرة' })).toHaveAttribute('href', '#/box-sets/5');
    expect(within(nav).getByRole('link', { name: 'Two Tales' })).toHaveAttribute('href', '#/box-sets/6');
  });

  it('says it in English', async () => {
    languageStore.set('en');
    await openDetails({
      book: curlew,
      more: boxSetsOf([{ ...holding[0]!, title: 'The Cairo Trilogy' }]),
    });
    const nav = await screen.findByRole('navigation', { name: 'Box sets with this book' });
    expect(within(nav).getByRole('listitem')).toHaveTextContent(
      'In the box set «The Cairo Trilogy» (printed)',
    );
  });

  it('shows nothing for a book in no box set', async () => {
    const { api } = await openDetails({ book: curlew, more: boxSetsOf([]) });
    await findHeading('دعاء الكروان');
    await expect
      .poll(() => api.requests.some((r) => r.path === `/api/books/${curlew.id}/box-sets`))
      .toBe(true);
    expect(screen.queryByTestId('book-box-sets')).not.toBeInTheDocument();
  });
});
