import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/*
 * Box sets in the console (issue 39, point 3), against the real API: an editor makes one of two
 * books found by their titles, the server's refusal of a price not below the books' sum shown under
 * the price, then saved; the orders desk reads the list without a way to change it.
 */

const t = setUpConsoleApi();

describe('the box sets’ screens', () => {
  it('let an editor make a box set of books found by title, refusing a price not below their sum', async () => {
    const user = userEvent.setup();
    await insertBook(t.database.db, {
      titleAr: 'بين القصرين',
      titleEn: 'Palace Walk',
      hardcopyPriceCents: 1200,
    });
    await insertBook(t.database.db, {
      titleAr: 'قصر الشوق',
      titleEn: 'Palace of Desire',
      hardcopyPriceCents: 1500,
    });
    await signedInAs(t, 'editor');
    consolePage('/staff/box-sets/new');
    const form = await screen.findByRole('form', { name: 'بيانات المجموعة' });
    await user.type(within(form).getByLabelText(/العنوان بالعربية/), 'قاهرة محفوظ');
    await user.type(within(form).getByLabelText(/العنوان بالإنجليزية/), "Mahfouz's Cairo");
    await user.type(within(form).getByLabelText(/السعر بالدولار/), '30');
    for (const title of ['بين القصرين', 'قصر الشوق']) {
      const search = within(form).getByLabelText('ابحث عن كتاب لإضافته');
      await user.clear(search);
      await user.type(search, title);
      await user.click(await within(form).findByRole('button', { name: `أضف «${title}»` }));
    }
    expect(
      within(form)
        .getAllByTestId('picked-book')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('1. بين القصرين'), expect.stringContaining('2. قصر الشوق')]);

    await user.click(within(form).getByRole('button', { name: 'إضافة المجموعة' }));
    expect(
      await within(form).findByText('سعر المجموعة يجب أن يكون أقل من مجموع أسعار كتبها اليوم ($27.00)'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/السعر بالدولار/));
    await user.type(within(form).getByLabelText(/السعر بالدولار/), '22.5');
    await user.click(within(form).getByRole('button', { name: 'إضافة المجموعة' }));
    expect(await findToast('أُضيفت مجموعة الكتب')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'قاهرة محفوظ' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('box-set-parts')).toHaveTextContent('$27.00'));
  });

  it('shows the orders desk the list, without a way to add or change a box set', async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff/box-sets');
    expect(await screen.findByRole('heading', { level: 1, name: 'مجموعات الكتب' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'إضافة مجموعة' })).not.toBeInTheDocument();
  });
});
