import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook, insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The sample pages on the console's book form (decision 060), against the real API. */

const field = (label: RegExp | string) => screen.getByLabelText(label);

describe('the sample pages of a book in the console', () => {
  const t = setUpConsoleApi();
  let token: string;

  beforeAll(async () => {
    await insertCatalogFixtures(t.database.db);
    await t.database.db.execute(sql`SELECT setval('books_id_seq', 100)`);
  });

  const stored = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/staff/books/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;

  async function openBook(values: Parameters<typeof insertBook>[1]) {
    token = (await signedInAs(t, 'editor')).token;
    const book = await insertBook(t.database.db, values);
    consolePage(`/staff/books/${book.id}`);
    await screen.findByRole('heading', { level: 1, name: `كتاب: ${values?.titleAr}` });
    return book;
  }

  async function type(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
    await user.clear(field(label));
    if (text) await user.type(field(label), text);
  }

  it('explains the default, and shows the pages the sample has now for a book with its PDF', async () => {
    await openBook({ titleAr: 'كتاب بعيّنة', pages: 120, pdfFile: 'books/x.pdf' });
    expect(screen.getByRole('group', { name: 'صفحات العيّنة' })).toBeInTheDocument();
    expect(screen.getByText('اتركهما فارغتين لأول 10% من الكتاب، حتى 20 صفحة')).toBeInTheDocument();
    expect(field('من الصفحة')).toHaveValue(null);
    expect(screen.getByTestId('sample-now')).toHaveTextContent('العيّنة: الصفحات 1–12');
  });

  it('shows nothing of the sample now for a book without its PDF', async () => {
    await openBook({ titleAr: 'كتاب بلا ملف', pages: 120, pdfFile: null });
    expect(field('إلى الصفحة')).toBeInTheDocument();
    expect(screen.queryByTestId('sample-now')).not.toBeInTheDocument();
  });

  it('refuses one page without the other, a last page before the first, more than 20 pages and a page beyond the book, before sending', async () => {
    const user = userEvent.setup();
    const book = await openBook({ titleAr: 'كتاب للتحقق', pages: 50, pdfFile: 'books/y.pdf' });
    await type(user, 'من الصفحة', '5');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(
      await screen.findByText('اكتب صفحتي البداية والنهاية معًا، أو اتركهما فارغتين'),
    ).toBeInTheDocument();
    expect(field('إلى الصفحة')).toHaveAttribute('aria-invalid', 'true');

    await type(user, 'إلى الصفحة', '3');
    expect(await screen.findByText('صفحة النهاية لا تسبق صفحة البداية')).toBeInTheDocument();
    await type(user, 'إلى الصفحة', '30');
    expect(await screen.findByText('العيّنة 20 صفحة على الأكثر')).toBeInTheDocument();
    await type(user, 'من الصفحة', '45');
    await type(user, 'إلى الصفحة', '60');
    expect(await screen.findByText('صفحة النهاية بعد آخر صفحة في الكتاب')).toBeInTheDocument();
    expect(await stored(book.id)).toMatchObject({ sample_first_page: null, sample_last_page: null });
  });

  it('saves the range, and the sample now says so', async () => {
    const user = userEvent.setup();
    const book = await openBook({ titleAr: 'كتاب للحفظ', pages: 50, pdfFile: 'books/z.pdf' });
    await type(user, 'من الصفحة', '4');
    await type(user, 'إلى الصفحة', '9');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ الكتاب')).toBeInTheDocument();
    expect(await stored(book.id)).toMatchObject({ sample_first_page: 4, sample_last_page: 9 });
    expect(await screen.findByText('العيّنة: الصفحات 4–9')).toBeInTheDocument();
  });
});
