import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { i18n } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* Issue 39, point 4: a book offered for translation from its console page, against the real API. */

const t = setUpConsoleApi();
afterEach(() => vi.restoreAllMocks());

async function inEnglish() {
  languageStore.set('en');
  await act(() => i18n.changeLanguage('en'));
}
async function backToArabic() {
  languageStore.set('ar');
  await act(() => i18n.changeLanguage('ar'));
}

describe('a book offered for translation', () => {
  it('is put on the rights list, given its pitch and the rights sold, and taken off', async () => {
    await inEnglish();
    const book = await insertBook(t.database.db, {
      titleAr: 'ذاكرة الياسمين',
      titleEn: 'The Memory of Jasmine',
    });
    await signedInAs(t, 'editor');
    consolePage(`/staff/books/${book.id}`);
    const panel = await screen.findByRole('region', { name: 'Offered for translation' });
    expect(await within(panel).findByText(/This book is not on the rights list/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Offer for translation' }));
    expect(await findToast('The book is on the rights list')).toBeInTheDocument();

    const english = await within(panel).findByLabelText(/Rights pitch \(in English\)/);
    await user.type(english, 'Three generations of women in an old Damascene house.');
    await user.type(within(panel).getByLabelText(/Rights sold/), 'Turkish (Everest, 2024)');
    await user.click(within(panel).getByRole('button', { name: 'Save the rights details' }));
    expect(await findToast('The rights details are saved')).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Rights sold/)).toHaveValue('Turkish (Everest, 2024)');
    expect(within(panel).getByRole('link', { name: 'Arabic' }).getAttribute('href')).toMatch(
      /\/api\/rights\/catalogue\.pdf\?lang=ar$/,
    );

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(panel).getByRole('button', { name: 'Take off the rights list' }));
    expect(await findToast('The book is off the rights list')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Offer for translation' })).toBeInTheDocument(),
    );
    await backToArabic();
  });

  it('says in Arabic that a hidden book on the list stays out of the catalogue', async () => {
    const book = await insertBook(t.database.db, { titleAr: 'كتاب مخفي', active: false });
    await signedInAs(t, 'admin');
    consolePage(`/staff/books/${book.id}`);
    const panel = await screen.findByRole('region', { name: 'معروض للترجمة' });
    await userEvent.setup().click(await within(panel).findByRole('button', { name: 'اعرضه للترجمة' }));
    expect(await findToast('أُضيف الكتاب إلى قائمة الحقوق')).toBeInTheDocument();
    expect(await within(panel).findByRole('note')).toHaveTextContent(
      'الكتاب مخفي من المتجر، فلا يظهر في الكتالوج حتى يُعرض.',
    );
  });

  it('is not on the page for an orders member', async () => {
    const book = await insertBook(t.database.db);
    await signedInAs(t, 'orders');
    consolePage(`/staff/books/${book.id}`);
    // The page's panels are there, the stock's among them, but not the rights list's.
    expect(await screen.findByRole('region', { name: 'المخزون' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'معروض للترجمة' })).toBeNull();
  });
});
