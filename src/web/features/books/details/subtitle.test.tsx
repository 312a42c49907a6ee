import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { bookFixture } from '#web/test/books.ts';
import { curlew, findHeading, main, setUpDetailsPage } from './test-kit.ts';

/* The book's subtitle under its title (decision 095), in the page's language with the title it goes with. */

const openDetails = setUpDetailsPage();
const subtitled = { ...curlew, subtitle_ar: 'رواية من صعيد مصر', subtitle_en: 'A Novel of Upper Egypt' };

/** The line right under the page's title. */
const underTitle = async (title: string) => (await findHeading(title)).nextElementSibling?.textContent;

describe('the subtitle on a book’s page', () => {
  it('shows the Arabic subtitle under the Arabic title', async () => {
    await openDetails({ book: subtitled });
    expect(await underTitle('دعاء الكروان')).toBe('رواية من صعيد مصر');
    expect(main().queryByText('A Novel of Upper Egypt')).toBeNull();
  });

  it('shows the English subtitle under the English title', async () => {
    languageStore.set('en');
    await openDetails({ book: subtitled });
    expect(await underTitle('The Call of the Curlew')).toBe('A Novel of Upper Egypt');
    expect(main().queryByText('رواية من صعيد مصر')).toBeNull();
  });

  it('shows the Arabic subtitle with the Arabic title an English page falls back on, and none when there is none', async () => {
    languageStore.set('en');
    const arabicOnly = bookFixture({ ...subtitled, id: 12, title_en: '', subtitle_en: '' });
    await openDetails({ book: arabicOnly });
    expect(await underTitle('دعاء الكروان')).toBe('رواية من صعيد مصر');
  });

  it('shows no subtitle for a book without one', async () => {
    await openDetails({ book: curlew });
    // The writer's line follows the title directly.
    expect(await underTitle('دعاء الكروان')).toBe('تأليف طه حسين');
  });
});
